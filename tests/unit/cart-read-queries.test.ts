import { randomUUID } from "node:crypto";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { cartWithPieceAndTote } from "./support/cart-fixture";
import { seededDatabaseForFile } from "./support/seeded-db";
import { publishCatalogue } from "./support/test-catalogue";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
// The published catalogue the cart reads its products from, built from this file's database.
const catalogueRoot = mkdtempSync(path.join(tmpdir(), "cart-read-catalogue-"));
process.env.CATALOGUE_DIR = catalogueRoot;
afterAll(() => rmSync(catalogueRoot, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
const actor: CartActor = {
  owner: { customerId: null, sessionId: "cart-read-queries" },
  store: "web",
};

/** The same database, counting the statements sent to it. */
function counted(db: Db) {
  const statements: string[] = [];
  const client = (db as unknown as { $client: PGlite }).$client;
  return {
    statements,
    db: drizzleOver(client, (query) => statements.push(query)),
  };
}

let drizzleOver: (client: PGlite, log: (query: string) => void) => Db;

/** A cart holding a design, a piece from stock and a gift box: every kind a read must price. */
const fullCart = (db: Db) => cartWithPieceAndTote(db, actor, { giftBox: true });

/**
 * Issue 14: a cart read cost about ten queries (the order, its lines, boxes, adjustments, promo,
 * store, payments, then each product's rows). It is now one relational query; the products come
 * from the published catalogue, and only stock is read live.
 */
describe("reading a cart", () => {
  beforeAll(async () => {
    const { drizzle } = await import("drizzle-orm/pglite");
    drizzleOver = (client, log) =>
      drizzle({ client, schema, casing: "snake_case", logger: { logQuery: log } }) as Db;
    await publishCatalogue(seeded.database.db);
  });

  it("asks the database at most two queries, and answers as the database-only read does", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { catalogueDir } = await import("@/lib/catalogue/paths");
    const { id } = await fullCart(seeded.database.db);

    const fast = counted(seeded.database.db);
    const view = await viewCart(fast.db, actor, id);
    expect(fast.statements.length).toBeLessThanOrEqual(2);
    expect(view.products).toHaveLength(1);
    expect(view.configured_products).toHaveLength(1);
    expect(view.cart.item_total).toBeGreaterThan(0);

    // Without a published catalogue every product is read from the database: same answer, and
    // the counter sees those extra queries (so the bound above can fail).
    const moved = `${catalogueDir()}-away`;
    renameSync(catalogueDir(), moved);
    try {
      const slow = counted(seeded.database.db);
      expect(await viewCart(slow.db, actor, id)).toEqual(view);
      expect(slow.statements.length).toBeGreaterThan(2);
    } finally {
      renameSync(moved, catalogueDir());
    }
  });

  it("reads a cart in a transaction as outside one, without building its statement again", async () => {
    const { loadCartById } = await import("@/lib/cart/load");
    const { PgRelationalQuery } = await import("drizzle-orm/pg-core/query-builders/query");
    const { db } = seeded.database;
    const { id } = await fullCart(db);
    const outside = await loadCartById(db, id);
    expect(outside?.lines).toHaveLength(2);
    // The first reader to need the shape builds it (placeOrder's transactions come later).
    await db.transaction((tx) => loadCartById(tx, id));
    const builds = jest.spyOn(
      PgRelationalQuery.prototype as unknown as { _toSQL: () => unknown },
      "_toSQL",
    );
    try {
      const inside = await db.transaction((tx) => loadCartById(tx, id));
      expect(inside).toEqual(outside);
      expect(builds).not.toHaveBeenCalled();
      expect(await db.transaction((tx) => loadCartById(tx, randomUUID()))).toBeNull();
    } finally {
      builds.mockRestore();
    }
  });

  it("shows stock as it is now, not as the catalogue was built", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const { id, pieceId } = await fullCart(db);
    await db.update(schema.products).set({ stock: 3 }).where(eq(schema.products.id, pieceId));
    const view = await viewCart(db, actor, id);
    expect(view.products[0]?.stock).toBe(3);
  });

  it("is a 404 for another shopper's cart, in the same one query", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const { id } = await fullCart(db);
    const stranger = counted(db);
    await expect(
      viewCart(
        stranger.db,
        { ...actor, owner: { customerId: null, sessionId: "someone-else" } },
        id,
      ),
    ).rejects.toMatchObject({ kind: "not_found", code: "cart_not_found" });
    expect(stranger.statements).toHaveLength(1);
  });
});

describe("order card pictures", () => {
  it("show the piece's thumbnail and the design's picture, each named for its product", async () => {
    const { orderThumbnails } = await import("@/lib/checkout/customer-orders");
    const { imagePathOf } = await import("@/lib/configured-products/present");
    const { db } = seeded.database;
    const { id, pieceId } = await fullCart(db);
    const labelOf = async (productId: string) =>
      (
        await db
          .select({ label: schema.products.label })
          .from(schema.products)
          .where(eq(schema.products.id, productId))
      )[0]?.label;
    const [design] = await db
      .select({ id: schema.orderItems.configuredProductId })
      .from(schema.orderItems)
      .where(sql`${schema.orderItems.orderId} = ${id} and ${schema.orderItems.productId} is null`);
    if (!design?.id) throw new Error("the cart lost its design");

    const pictures = (await orderThumbnails(db, [id])).get(id);
    expect(pictures).toEqual([
      { src: expect.stringMatching(/^\/images\//), alt: await labelOf(pieceId) },
      { src: imagePathOf(design.id), alt: "The City Tote" },
    ]);
    expect(await orderThumbnails(db, [])).toEqual(new Map());
  });
});
