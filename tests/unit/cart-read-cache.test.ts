import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type { CartActor } from "@/lib/cart/service";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { cartWithPieceAndTote } from "./support/cart-fixture";
import { seededDatabaseForFile } from "./support/seeded-db";
import { publishCatalogue } from "./support/test-catalogue";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const catalogueRoot = mkdtempSync(path.join(tmpdir(), "cart-read-cache-"));
process.env.CATALOGUE_DIR = catalogueRoot;
afterAll(() => rmSync(catalogueRoot, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
const actor: CartActor = {
  owner: { customerId: null, sessionId: "cart-read-cache" },
  store: "web",
};

/** Counts the statements the embedded client runs from here on. */
function statements(db: Db) {
  const client = (db as unknown as { $client: PGlite }).$client;
  const spy = jest.spyOn(client, "query");
  return { count: () => spy.mock.calls.length, stop: () => spy.mockRestore() };
}

/** A cart holding a piece from stock and the City Tote's plain design. */
const cart = (db: Db, owner = actor) => cartWithPieceAndTote(db, owner);

/**
 * Issue 27: the cart read keeps the priced cart and serves it again while the database, the
 * published catalogue and the clock say it is the same cart (lib/cart/read-cache.ts).
 */
describe("the cart read cache", () => {
  beforeAll(async () => {
    await publishCatalogue(seeded.database.db);
  });
  beforeEach(async () => (await import("@/lib/cart/read-cache")).clearCartReadCache());

  it("answers a second read without the database", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const { id } = await cart(db);
    const first = await viewCart(db, actor, id);
    const counted = statements(db);
    try {
      expect(await viewCart(db, actor, id)).toEqual(first);
      expect(counted.count()).toBe(0);
    } finally {
      counted.stop();
    }
  });

  it("reads again after every write to the database: live stock, a removed line", async () => {
    const { viewCart, removeFromCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const { id, pieceId } = await cart(db);
    await viewCart(db, actor, id);
    await db.update(schema.products).set({ stock: 42 }).where(eq(schema.products.id, pieceId));
    expect((await viewCart(db, actor, id)).products[0]?.stock).toBe(42);

    await removeFromCart(db, actor, id, { kind: "product", id: pieceId });
    const after = await viewCart(db, actor, id);
    expect(after.products).toEqual([]);
    expect(after.configured_products).toHaveLength(1);
  });

  it("is still a 404 for another shopper once the owner's read is kept", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const { id } = await cart(db);
    await viewCart(db, actor, id);
    for (const owner of [
      { customerId: null, sessionId: "someone-else" },
      { customerId: null, sessionId: actor.owner.sessionId.toUpperCase() },
    ]) {
      await expect(viewCart(db, { ...actor, owner }, id)).rejects.toMatchObject({
        code: "cart_not_found",
      });
    }
    await expect(viewCart(db, { ...actor, store: "dept-westchester" }, id)).rejects.toMatchObject({
      code: "cart_not_found",
    });
  });

  it("prices with the catalogue as published now, though the database did not change", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { catalogueDir } = await import("@/lib/catalogue/paths");
    const { db } = seeded.database;
    const { id, pieceId } = await cart(db);
    const before = await viewCart(db, actor, id);
    const price = before.products[0]?.starting_price ?? 0;

    // A rebuild replaces the file by rename (lib/catalogue/build.ts): the same here, by hand.
    const file = path.join(catalogueDir(), "products.json");
    const products = JSON.parse(readFileSync(file, "utf8")) as CatalogueProduct[];
    const changed = products.map((p) =>
      p.id === pieceId ? { ...p, starting_price: p.starting_price + 1000 } : p,
    );
    writeFileSync(`${file}.next`, JSON.stringify(changed));
    renameSync(`${file}.next`, file);
    try {
      const after = await viewCart(db, actor, id);
      expect(after.products[0]?.starting_price).toBe(price + 1000);
      expect(after.cart.item_total).toBe(before.cart.item_total + 1000);
    } finally {
      writeFileSync(`${file}.next`, JSON.stringify(products));
      renameSync(`${file}.next`, file);
    }
  });

  it("keeps nothing read while a write ran", async () => {
    const { readCartThroughCache } = await import("@/lib/cart/read-cache");
    const { findLoadedCart } = await import("@/lib/cart/load");
    const { cartView } = await import("@/lib/cart/view");
    const { priceCart } = await import("@/lib/cart/price");
    const { db } = seeded.database;
    const { id, pieceId } = await cart(db);
    const key = { cartId: id, owner: actor.owner, store: actor.store };
    const present = (loaded: Parameters<typeof priceCart>[0], now: Date) =>
      cartView(loaded, priceCart(loaded, now));
    let loads = 0;
    const load = async (catalogue: Parameters<typeof findLoadedCart>[4]) => {
      loads += 1;
      const loaded = await findLoadedCart(db, id, actor.owner, actor.store, catalogue);
      // Another request's write, landing while this read is still under way.
      if (loads === 1)
        await db.update(schema.products).set({ stock: 44 }).where(eq(schema.products.id, pieceId));
      return loaded;
    };
    await readCartThroughCache(db, key, load, present);
    const second = await readCartThroughCache(db, key, load, present);
    expect(loads).toBe(2);
    expect(second?.products[0]?.stock).toBe(44);
  });

  it("prices again once the clock crosses the promo code's window", async () => {
    const { readCartThroughCache } = await import("@/lib/cart/read-cache");
    const { findLoadedCart } = await import("@/lib/cart/load");
    const { cartView } = await import("@/lib/cart/view");
    const { priceCart } = await import("@/lib/cart/price");
    const { db } = seeded.database;
    const { id } = await cart(db);
    const start = new Date("2030-01-01T00:00:00Z");
    const end = new Date("2030-01-02T00:00:00Z");
    const [promo] = await db
      .insert(schema.promoCodes)
      .values({
        code: "WINDOW27",
        kind: "percentage",
        value: 1000,
        startsAt: start,
        expiresAt: end,
      })
      .returning();
    await db.update(schema.orders).set({ promoCodeId: promo?.id }).where(eq(schema.orders.id, id));
    const key = { cartId: id, owner: actor.owner, store: actor.store };
    let loads = 0;
    const load = (catalogue: Parameters<typeof findLoadedCart>[4]) => {
      loads += 1;
      return findLoadedCart(db, id, actor.owner, actor.store, catalogue);
    };
    const present = (loaded: Parameters<typeof priceCart>[0], now: Date) =>
      cartView(loaded, priceCart(loaded, now));
    const at = (iso: string) => readCartThroughCache(db, key, load, present, new Date(iso));

    expect((await at("2029-12-31T23:00:00Z"))?.promo_code?.applied).toBe(false);
    expect((await at("2029-12-31T23:30:00Z"))?.promo_code?.applied).toBe(false);
    expect(loads).toBe(1);
    expect((await at("2030-01-01T12:00:00Z"))?.promo_code?.applied).toBe(true);
    expect((await at("2030-01-01T13:00:00Z"))?.promo_code?.applied).toBe(true);
    expect(loads).toBe(2);
    expect((await at("2030-01-02T00:00:00Z"))?.promo_code?.applied).toBe(false);
    expect(loads).toBe(3);
  });
});

/**
 * On PostgreSQL the cache asks the database for the cart's fingerprint: every row the cart read
 * uses, by row version. Checked here on the embedded database, which runs the same SQL.
 */
describe("a cart's fingerprint", () => {
  it("changes with each part of the cart and its products, and with nothing else", async () => {
    const { findCartFingerprint } = await import("@/lib/cart/load");
    const { chooseGiftBox, listGiftBoxes } = await import("@/lib/cart/gift-boxes");
    const { db } = seeded.database;
    const { id, pieceId } = await cart(db);
    const now = () => findCartFingerprint(db, id, actor.owner, actor.store);
    const seen = new Set<string | null>([await now()]);
    const changes: [string, () => Promise<unknown>][] = [
      [
        "stock",
        () => db.update(schema.products).set({ stock: 41 }).where(eq(schema.products.id, pieceId)),
      ],
      [
        "a line",
        () =>
          db
            .update(schema.orderItems)
            .set({ quantity: 2 })
            .where(eq(schema.orderItems.orderId, id)),
      ],
      [
        "a gift box",
        async () => {
          const [box] = await listGiftBoxes(db);
          if (!box) throw new Error("the seed has no gift box");
          await chooseGiftBox(db, actor, id, { giftBoxId: box.id });
        },
      ],
      [
        "the order",
        () => db.update(schema.orders).set({ comments: "Hi" }).where(eq(schema.orders.id, id)),
      ],
      [
        "the design",
        () =>
          db
            .update(schema.configuredProducts)
            .set({ updatedAt: new Date() })
            .where(
              sql`${schema.configuredProducts.id} in (select configured_product_id from order_items where order_id = ${id})`,
            ),
      ],
    ];
    for (const [what, change] of changes) {
      await change();
      const fingerprint = await now();
      expect([what, seen.has(fingerprint)]).toEqual([what, false]);
      seen.add(fingerprint);
      // A read is not a change.
      await db.select().from(schema.orders).where(eq(schema.orders.id, id));
      expect(await now()).toBe(fingerprint);
    }
    expect(
      await findCartFingerprint(db, id, { customerId: null, sessionId: "x" }, actor.store),
    ).toBeNull();
  });

  it("is what the cache checks on PostgreSQL: one small statement, then the cart as it is", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { checkedInDatabase } = await import("@/lib/db/freshness");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { db } = seeded.database;
    const client = (db as unknown as { $client: PGlite }).$client;
    // A handle the cache treats as PostgreSQL's: it asks the database instead of counting.
    const asked = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
    checkedInDatabase(asked);
    const { id, pieceId } = await cart(db);
    await viewCart(asked, actor, id);
    const counted = statements(db);
    try {
      await viewCart(asked, actor, id);
      expect(counted.count()).toBe(1);
    } finally {
      counted.stop();
    }
    await db.update(schema.products).set({ stock: 43 }).where(eq(schema.products.id, pieceId));
    expect((await viewCart(asked, actor, id)).products[0]?.stock).toBe(43);
  });

  it("keeps no cart priced from the database's products rather than the catalogue's", async () => {
    const { viewCart } = await import("@/lib/cart/service");
    const { checkedInDatabase } = await import("@/lib/db/freshness");
    const { catalogueDir } = await import("@/lib/catalogue/paths");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { db } = seeded.database;
    const client = (db as unknown as { $client: PGlite }).$client;
    const asked = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
    checkedInDatabase(asked);
    const { id } = await cart(db);
    // Products the catalogue does not hold (added since its build) are read from the database,
    // whose product rows the fingerprint does not cover.
    const moved = `${catalogueDir()}-away`;
    renameSync(catalogueDir(), moved);
    try {
      await viewCart(asked, actor, id);
      const counted = statements(db);
      try {
        await viewCart(asked, actor, id);
        expect(counted.count()).toBeGreaterThan(2);
      } finally {
        counted.stop();
      }
    } finally {
      renameSync(moved, catalogueDir());
    }
  });
});
