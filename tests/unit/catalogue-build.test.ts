import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildCatalogue } from "@/lib/catalogue/build";
import { setProductEnabled } from "@/lib/catalogue/mutations";
import type { CatalogueProduct, CatalogueProductDetail } from "@/lib/catalogue/types";
import { isCatalogueProductVisible } from "@/lib/catalogue/visibility";
import type { Database } from "@/lib/db/open";
import { deliveryClaimHolds } from "@/lib/delivery/claim-check";
import * as catalogue from "@/scripts/seed/catalogue";
import { catalogueRows } from "@/scripts/seed/catalogue-rows";
import { demoRows } from "@/scripts/seed/demo";
import { referenceRows } from "@/scripts/seed/reference";
import { emptyRows, insertRows } from "@/scripts/seed/rows";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

process.env.PGLITE_DIR = "memory://";

let database: Database;
let dir: string;
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T;

beforeAll(async () => {
  const { openDatabase } = await import("@/lib/db/open");
  database = await openDatabase();
  await database.migrate();
  const rows = emptyRows();
  referenceRows(rows);
  demoRows(rows);
  catalogueRows(rows, catalogue);
  await insertRows(database.db, rows);
  dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("catalogue build", () => {
  it("writes all products, categories and one file per product", async () => {
    const result = await buildCatalogue(database.db, dir, deliveryClaimHolds);
    expect(result.written).toBeGreaterThan(0);
    const products = read<CatalogueProduct[]>("products.json");
    expect(products.length).toBe(
      catalogue.bags.length + catalogue.stockProducts.length + catalogue.giftCards.length,
    );
    expect(read<{ name: string }[]>("categories.json").map((c) => c.name)).toEqual(
      expect.arrayContaining(["limited-edition", "sample-sale", "collection"]),
    );
    const tote = read<CatalogueProductDetail>(`products/${catalogue.bags[0]!.name}.json`);
    expect(tote.components.length).toBeGreaterThanOrEqual(5);
    expect(tote.components.some((c) => c.variants.length > 0)).toBe(true);
    expect(tote.views.length).toBeGreaterThanOrEqual(2);
  });

  it("is deterministic: a second build writes nothing", async () => {
    const result = await buildCatalogue(database.db, dir, deliveryClaimHolds);
    expect(result.written).toBe(0);
  });

  it("applies the store exclusions at read time", () => {
    const products = read<CatalogueProduct[]>("products.json");
    const web = products.filter((p) => isCatalogueProductVisible(p, "web"));
    const dept = products.filter((p) => isCatalogueProductVisible(p, "dept-westchester"));
    expect(dept.length).toBeLessThan(web.length);
    expect(web.every((p) => p.product_type.name === "custom-handbag" && p.enabled === 1)).toBe(
      true,
    );
  });

  it("is rebuilt when the catalogue is changed through the code", async () => {
    const bag = catalogue.bags.find((b) => b.enabled !== false)!;
    const before = read<{ digest: string }>("manifest.json").digest;
    const result = await setProductEnabled(database.db, bag.name, false, deliveryClaimHolds, dir);
    expect(result.written).toBeGreaterThan(0);
    const product = read<CatalogueProduct[]>("products.json").find((p) => p.name === bag.name)!;
    expect(product.enabled).toBe(0);
    expect(isCatalogueProductVisible(product, "web")).toBe(false);
    expect(read<{ digest: string }>("manifest.json").digest).not.toBe(before);
    await setProductEnabled(database.db, bag.name, true, deliveryClaimHolds, dir);
    expect(read<{ digest: string }>("manifest.json").digest).toBe(before);
  });

  it("publishes the delivery claim its caller's check gives, with every build", async () => {
    const claimDir = mkdtempSync(path.join(tmpdir(), "catalogue-claim-"));
    try {
      const seen: (readonly CatalogueProductDetail[])[] = [];
      const check =
        (holds: boolean) => async (_db: unknown, bags: readonly CatalogueProductDetail[]) => {
          seen.push(bags);
          return holds;
        };
      await buildCatalogue(database.db, claimDir, check(false));
      const claimFile = path.join(claimDir, "delivery-claim.json");
      expect(JSON.parse(readFileSync(claimFile, "utf8"))).toEqual({ holds: false });
      const flipped = await buildCatalogue(database.db, claimDir, check(true));
      expect(flipped.written).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(claimFile, "utf8"))).toEqual({ holds: true });
      // The check weighs every product of the build, with its components.
      expect(seen[0]?.map((product) => product.name)).toEqual(
        read<CatalogueProduct[]>("products.json").map((product) => product.name),
      );
      expect(seen[0]?.find((product) => product.name === catalogue.bags[0]!.name)).toEqual(
        read<CatalogueProductDetail>(`products/${catalogue.bags[0]!.name}.json`),
      );
    } finally {
      rmSync(claimDir, { recursive: true, force: true });
    }
  });
});
