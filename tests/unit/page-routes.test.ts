/**
 * @jest-environment node
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pageLookup, PAGE_ROUTES, type PageLookup } from "@/lib/routing/page-routes";

/** app/s/[store] folders that are no shopper's path: the error pages the proxy rewrites to. */
const INTERNAL = new Set(["/bad-request", "/page-not-found"]);
const STORE_DIR = path.join(process.cwd(), "app/s/[store]");

/** Every page and route handler under app/s/[store], as a path pattern (`[name]` is `:name`). */
function routesOnDisk(dir = STORE_DIR, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name)) found.push(prefix || "/");
    if (!entry.isDirectory()) continue;
    // The catch-all answers what no route claims: the proxy's "missing".
    if (entry.name.startsWith("[...")) continue;
    const segment = entry.name.replace(/^\[(\w+)\]$/, ":$1");
    found.push(...routesOnDisk(path.join(dir, entry.name), `${prefix}/${segment}`));
  }
  return found;
}

describe("the proxy's route table", () => {
  it("names every page folder under app/s/[store], and nothing else", () => {
    const onDisk = routesOnDisk().filter((route) => !INTERNAL.has(route));
    expect(onDisk.length).toBeGreaterThan(50);
    expect(Object.keys(PAGE_ROUTES).sort()).toEqual(onDisk.sort());
  });
});

describe("pageLookup: what a page path names, before the page renders", () => {
  const PAGE: PageLookup = { kind: "page" };
  const MISSING: PageLookup = { kind: "missing" };
  it.each<[string, PageLookup]>([
    ["/", PAGE],
    ["/cart", PAGE],
    ["/my-account/orders/5f0c1a52-0000-4000-8000-000000000000", PAGE],
    ["/my-account/returns/RA-7K3M9Q2P", PAGE],
    ["/orders/track/returns/RA-7K3M9Q2P", PAGE],
    ["/reset-password/0123456789abcdef/shopper%40example.com", PAGE],
    ["/bags/all-bags", PAGE],
    ["/bags/the-city-tote", { kind: "bag", name: "the-city-tote" }],
    ["/bags/the-city-tote/", { kind: "bag", name: "the-city-tote" }],
    ["/bags/the-city-tote/design", { kind: "bag", name: "the-city-tote" }],
    ["/products/no-such-thing", { kind: "product", name: "no-such-thing" }],
    ["/limited-edition/a-piece", { kind: "piece", category: "limited-edition", name: "a-piece" }],
    ["/rtw-selection/a-piece", { kind: "piece", category: "collection", name: "a-piece" }],
    ["/sample-sale/a%20piece", { kind: "piece", category: "sample-sale", name: "a piece" }],
    ["/craft", { kind: "content", slug: "craft" }],
    ["/splash-of-summer", { kind: "content", slug: "laptop-sleeve" }],
    ["/journey/hbscny", { kind: "content", slug: "journey/hbscny" }],
    ["/jobs/lead-developer", { kind: "content", slug: "jobs/lead-developer" }],
    ["/WELCOME15", { kind: "campaign", code: "WELCOME15" }],
    ["/summer25", { kind: "campaign", code: "SUMMER25" }],
  ])("%s names %j", (pathname, lookup) => {
    expect(pageLookup("web", pathname)).toEqual(lookup);
  });

  it.each([
    "/a/b/c",
    "/my-account/no-such-tab",
    "/my-account/no-such-tab/at-all",
    "/bags/the-city-tote/design/more",
    // The route the proxy draws `/cart` at for a shopper with a cart (issue 27).
    "/cart/bag",
    "/jobs/someone-else",
    "/journey/Not_A_Slug",
    // Reserved first segments are never a promo code, in every letter case.
    "/products",
    "/GIFT-CARDS",
    "/page-not-found",
    "/bad-request",
    // Cannot be a code (one letter, a dot) or decoded at all.
    "/x",
    "/wp-login.php",
    "/%E0%A4%A",
    "/Bags/the-city-tote",
    "/bags//the-city-tote",
  ])("%s names nothing", (pathname) => {
    expect(pageLookup("web", pathname)).toEqual(MISSING);
  });

  it("the kiosk's own pages exist at the kiosks only", () => {
    for (const pathname of [
      "/checkout/store-registration",
      "/checkout/create-invoice",
      "/checkout/invoice",
      "/kiosk/enroll",
      "/kiosk/returns",
    ]) {
      expect(pageLookup("dept-westchester", pathname)).toEqual(PAGE);
      expect(pageLookup("dept-manhattan", pathname)).toEqual(PAGE);
      expect(pageLookup("web", pathname)).toEqual(MISSING);
      expect(pageLookup("good-hearts-web", pathname)).toEqual(MISSING);
    }
  });
});
