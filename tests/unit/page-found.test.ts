/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seededDatabaseForFile } from "./support/seeded-db";
import { publishCatalogue } from "./support/test-catalogue";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const catalogueRoot = mkdtempSync(path.join(tmpdir(), "page-found-"));
process.env.CATALOGUE_DIR = catalogueRoot;
afterAll(() => rmSync(catalogueRoot, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
beforeAll(async () => {
  // The app's own database handle (the promo lookup) is this file's database.
  (globalThis as Record<symbol, unknown>)[Symbol.for("atelier.db")] = Promise.resolve(
    seeded.database,
  );
  await publishCatalogue(seeded.database.db);
});

const shop = { production: false, preview: false };
const found = async (
  store: Parameters<typeof import("@/lib/routing/page-found").pageFound>[0],
  pathname: string,
  mode = shop,
) => (await import("@/lib/routing/page-found")).pageFound(store, pathname, mode);

describe("pageFound: the proxy's verdict from the catalogue cache and the promo codes", () => {
  it.each([
    "/",
    "/bags/the-city-tote",
    "/bags/the-city-tote/design",
    "/products/the-city-tote",
    "/limited-edition/limited-edition-saddle-bag-oxblood",
    "/sample-sale/sample-sale-mini-tote-sand",
    "/rtw-selection/collection-clutch-midnight-suede",
    "/craft",
    "/journey/hbscny",
    "/jobs/lead-developer",
    // Campaign links: a live code, and one that exists but has expired (the home page says so).
    "/WELCOME15",
    "/summer25",
  ])("%s is found in the web store", async (pathname) => {
    expect(await found("web", pathname)).toBe(true);
  });

  it.each([
    "/bags/no-such-bag",
    "/bags/no-such-bag/design",
    "/products/no-such-product",
    // A piece from stock under another category's route, a bag on a piece's route.
    "/limited-edition/sample-sale-mini-tote-sand",
    "/rtw-selection/the-city-tote",
    "/sample-sale/no-such-piece",
    "/journey/no-such-story",
    "/NOSUCHCODE",
    "/a/b/c",
  ])("%s is missing in the web store", async (pathname) => {
    expect(await found("web", pathname)).toBe(false);
  });

  it("a bag a store does not carry is missing there only", async () => {
    expect(await found("web", "/bags/the-bowery-backpack")).toBe(true);
    expect(await found("dept-westchester", "/bags/the-bowery-backpack")).toBe(false);
  });

  it("an unpublished page is missing in production, unless staff preview may show it", async () => {
    expect(await found("web", "/drafts/fall-lookbook")).toBe(true);
    expect(await found("web", "/drafts/fall-lookbook", { production: true, preview: false })).toBe(
      false,
    );
    expect(await found("web", "/drafts/fall-lookbook", { production: true, preview: true })).toBe(
      true,
    );
    // Private pages are never served, preview or not.
    expect(
      await found("web", "/private/vip-trunk-show", { production: false, preview: true }),
    ).toBe(false);
  });

  it("when the database cannot be asked, a campaign link renders and checks its code itself", async () => {
    const holder = globalThis as Record<symbol, unknown>;
    const key = Symbol.for("atelier.db");
    const working = holder[key];
    const down = Promise.reject(new Error("connection refused"));
    down.catch(() => undefined);
    holder[key] = down;
    try {
      expect(await found("web", "/NOSUCHCODE")).toBe(true);
      // What needs no database is still decided.
      expect(await found("web", "/bags/no-such-bag")).toBe(false);
    } finally {
      holder[key] = working;
    }
  });
});
