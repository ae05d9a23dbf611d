import { buyMask, newClient, PORT, signUp } from "./support/accounts";
import { expectEveryScriptNamed } from "./support/csp";
import { saveTote, plainDesign } from "./support/designs";
import { storeOf, type Reply } from "./support/http";

/**
 * Issue 26: every 404 page comes back with status 404 and its frame and content in the HTML,
 * readable without JavaScript: the store's header and footer, the heading, the ways back, its
 * own title. Before, the HTML was Next's empty error shell and everything was in the flight data.
 */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
/** The HTML the browser draws before (or without) its scripts: the flight data cut away. */
const drawn = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

function expectThe404Page(reply: Reply, store = "web") {
  expect(reply.status).toBe(404);
  expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
  const html = drawn(reply.text);
  expect(html).not.toMatch(/id="__next_error__"/);
  expect(titleOf(html)).toMatch(/^Page not found · /);
  // The frame: this store's header with its menu, and its footer.
  expect(storeOf(html)).toBe(store);
  expect(html).toMatch(/<header class="site-header" data-testid="site-header"/);
  expect(html).toMatch(/<nav\b[^>]*aria-label="Main"/);
  expect(html).toMatch(/<footer\b[^>]*class="site-footer/);
  // The content and the ways back, as links.
  expect(html).toMatch(/<h1 id="not-found-title">Page not found<\/h1>/);
  for (const href of ["/", "/bags/all-bags", "/rtw-selection"]) {
    expect(html).toMatch(new RegExp(`<a class="button[^"]*" href="${href}">`));
  }
  // Never kept by a cache in between, whatever Next says of the prerendered page.
  expect(reply.headers.get("cache-control")).toMatch(/no-store/);
  expect(reply.headers.get("x-atelier-not-found")).toBeNull();
  // The page's own inline scripts are named by its policy (hashed, like every prerendered page).
  expectEveryScriptNamed(reply);
}

describe("a 404 decided before rendering (the proxy, from the catalogue cache)", () => {
  it.each([
    ["an unknown bag", "/bags/no-such-bag"],
    ["an unknown bag with a design", "/bags/no-such-bag?d=abc"],
    ["an unknown product", "/products/no-such-product"],
    ["an unknown limited-edition piece", "/limited-edition/no-such-piece"],
    ["an unknown sample-sale piece", "/sample-sale/no-such-piece"],
    ["an unknown ready-to-wear piece", "/rtw-selection/no-such-piece"],
    ["a piece under another category's route", "/rtw-selection/sample-sale-mini-tote-sand"],
    ["an unknown story", "/journey/no-such-story"],
    ["an unknown content section", "/jobs/someone-else"],
    ["an unknown account page", "/my-account/no-such-tab"],
    ["an unknown path", "/some/unknown/path"],
    ["an unknown single segment", "/x"],
    ["a campaign link naming no code", "/NOSUCHCODE"],
    ["a kiosk page outside the kiosks", "/checkout/invoice"],
  ])("%s (%s)", async (_name, path) => {
    expectThe404Page(await newClient().get(path));
  });

  it("a campaign link naming a real code is still the home page (live or expired)", async () => {
    for (const path of ["/WELCOME15", "/summer25"]) {
      const reply = await newClient().get(path);
      expect(reply.status).toBe(200);
      expect(reply.text).toMatch(/data-testid="promo-note"/);
    }
  });

  it.each([
    ["the web store", "localhost", "web"],
    ["the department store's kiosk", "dept.localhost", "dept-westchester"],
    ["the charity's store", "goodhearts.localhost", "good-hearts-web"],
    ["the stylists' store", "stylist.localhost", "stylist-web"],
  ])("on %s, in that store's frame", async (_name, host, store) => {
    expectThe404Page(await newClient(`${host}:${PORT}`).get("/some/unknown/path"), store);
  });

  it("in the store the test cookie picks (dept-manhattan has no host of its own)", async () => {
    const client = newClient();
    client.setCookie("retail_store_override", "dept-manhattan");
    expectThe404Page(await client.get("/bags/no-such-bag"), "dept-manhattan");
  });
});

describe("a 404 a page decides while rendering (server.mjs serves the store's 404 page)", () => {
  it("another customer's order", async () => {
    const owner = await signUp();
    const order = await buyMask(owner.client, owner.email);
    const own = await owner.client.get(`/my-account/orders/${order.id}`);
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/data-testid="site-header"/);

    const other = await signUp();
    expectThe404Page(await other.client.get(`/my-account/orders/${order.id}`));
    expectThe404Page(
      await other.client.get("/my-account/orders/00000000-0000-4000-8000-000000000000"),
    );
  });

  it("a saved design that does not exist, and one that does", async () => {
    const client = newClient();
    expectThe404Page(await client.get("/gallery/configured/00000000-0000-4000-8000-000000000000"));
    const id = await saveTote(client, plainDesign);
    expect((await client.get(`/gallery/configured/${id}`)).status).toBe(200);
  });

  it("staff preview of a product, for a shopper", async () => {
    expectThe404Page(await newClient().get("/products-preview/the-city-tote"));
  });

  it("on a kiosk host, in the kiosk's frame", async () => {
    const reply = await newClient(`dept.localhost:${PORT}`).get(
      "/gallery/configured/00000000-0000-4000-8000-000000000000",
    );
    expectThe404Page(reply, "dept-westchester");
  });
});
