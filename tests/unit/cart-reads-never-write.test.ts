import { eq, sql } from "drizzle-orm";
import { orderItems, orders, products } from "@/lib/db/schema";
import type { CartActor } from "@/lib/cart/service";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile();

const actor: CartActor = {
  owner: { customerId: null, sessionId: "reads-never-write" },
  store: "web",
};

/**
 * Issue 12: GET /orders/{id} wrote the totals back on every read (a row lock and a write per
 * GET). The read now runs inside a READ ONLY transaction, where any write is an error, and
 * still answers with figures computed from today's catalogue rather than the stale stored ones.
 */
describe("reading a cart", () => {
  it("computes the totals on read and writes nothing", async () => {
    const { createCart, viewCart } = await import("@/lib/cart/service");
    const { db } = seeded.database;
    const [piece] = await db
      .select({ id: products.id, price: products.startingPrice })
      .from(products)
      .where(sql`${products.stock} > 0`)
      .limit(1);
    if (!piece) throw new Error("the seed has no piece in stock");
    const created = await createCart(db, actor, { kind: "product", id: piece.id });
    const id = created.cart.id;
    // Stale stored figures, as after a catalogue price change: a write-back would touch them.
    await db.update(orders).set({ total: 1, itemTotal: 1 }).where(eq(orders.id, id));
    await db.update(orderItems).set({ unitPrice: 1 }).where(eq(orderItems.orderId, id));

    const view = await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      return viewCart(tx, actor, id);
    });

    expect(view.cart.item_total).toBe(piece.price);
    expect(view.cart.total).toBe(created.cart.total);
    const [stored] = await db
      .select({ total: orders.total, itemTotal: orders.itemTotal })
      .from(orders)
      .where(eq(orders.id, id));
    expect(stored).toEqual({ total: 1, itemTotal: 1 });
  });

  it("is refused by the read-only transaction when it would write (the check can fail)", async () => {
    const { db } = seeded.database;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        await tx
          .update(orders)
          .set({ total: 2 })
          .where(eq(orders.sessionId, actor.owner.sessionId));
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only/) } });
  });
});
