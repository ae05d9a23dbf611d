import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Owner } from "../configured-products/repository";
import { orderItems, orders, retailStores } from "../db/schema";
import type { Db, Tx } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { cartItemMissing, cartNotFound } from "./errors";
import { addItem, removeItem, type ItemRef } from "./items";
import { customerCartsWhere, findCartRow, findLoadedCart, loadCart, loadCartById } from "./load";
import type { LoadedCart, OrderRow } from "./loaded-cart";
import type { CartView } from "./present";
import { priceCart, storedPricing } from "./price";
import { readCartThroughCache } from "./read-cache";
import { sameTotals, totalsColumns, totalsFromColumns } from "./totals";
import { cartView } from "./view";

export type CartActor = { owner: Owner; store: RetailStoreSlug };

async function storeId(tx: Tx, store: RetailStoreSlug): Promise<string> {
  const [row] = await tx
    .select({ id: retailStores.id })
    .from(retailStores)
    .where(eq(retailStores.name, store))
    .limit(1);
  if (!row) throw new Error(`retail store ${store} is not seeded`);
  return row.id;
}

/**
 * A cart (priced now) or a placed order (as charged), computed on read. Never writes: a GET must
 * not take row locks or cost a write, and the stored figures of a cart change only with the cart.
 */
export async function readCart(db: Db | Tx, order: OrderRow): Promise<CartView> {
  return present(await loadCart(db, order));
}

/** An order by id as `readCart` shows it, with its row (one statement); null when there is none. */
export async function readOrderById(
  db: Db | Tx,
  orderId: string,
): Promise<{ order: OrderRow; view: CartView } | null> {
  const cart = await loadCartById(db, orderId);
  return cart && { order: cart.order, view: present(cart) };
}

const present = (cart: LoadedCart, now = new Date()): CartView =>
  cartView(cart, cart.order.status === "cart" ? priceCart(cart, now) : storedPricing(cart));

/**
 * A placed order's answer from the cart that placed it (lib/checkout/place-order.ts keeps it:
 * lines as reserved, the numbered order, the payment made), as `refreshCart` would read it.
 */
export const placedCartView = (cart: LoadedCart): CartView => cartView(cart, storedPricing(cart));

/**
 * After a change to the cart: prices it with today's catalogue and, while it is still a cart,
 * writes the figures back, so the row holds what the shopper was last shown.
 */
export async function refreshCart(db: Db | Tx, order: OrderRow): Promise<CartView> {
  const cart = await loadCart(db, order);
  if (order.status !== "cart") return cartView(cart, storedPricing(cart));
  const priced = priceCart(cart);
  const t = priced.totals;
  const changed = !sameTotals(totalsFromColumns(order), t);
  for (const line of cart.lines) {
    const unit = priced.unitPrices.get(line.item.id);
    if (unit !== undefined && unit !== line.item.unitPrice) {
      await db
        .update(orderItems)
        .set({ unitPrice: unit })
        .where(and(eq(orderItems.id, line.item.id), cartStillOpen(order.id)));
    }
  }
  if (changed) {
    // Only while it is still a cart: a read racing placeOrder must not touch the placed figures.
    const [updated] = await db
      .update(orders)
      .set({ ...totalsColumns(t), updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "cart")))
      .returning();
    if (updated) cart.order = updated;
  }
  return cartView(cart, priced);
}

/** The line's order is still an open cart (a subquery, so the check and the write are one). */
const cartStillOpen = (orderId: string) =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'cart')`;

/** Spec 7 POST /orders: a new cart holding its first item. */
export async function createCart(db: Db, actor: CartActor, first: ItemRef): Promise<CartView> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        sessionId: actor.owner.sessionId,
        customerId: actor.owner.customerId,
        retailStoreId: await storeId(tx, actor.store),
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");
    await addItem(tx, order.id, first, actor.owner, actor.store);
    return refreshCart(tx, order);
  });
}

/**
 * Runs a change on the shopper's own cart under its row lock, then reprices it. Unknown, placed
 * and other people's carts are all the same 404.
 */
export async function changeCart(
  db: Db,
  actor: CartActor,
  cartId: string,
  change: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<CartView> {
  return db.transaction(async (tx) => {
    const order = await findCartRow(tx, cartId, actor.owner, { lock: true, store: actor.store });
    if (!order) throw cartNotFound();
    await change(tx, order);
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return refreshCart(tx, fresh ?? order);
  });
}

export const addToCart = (db: Db, actor: CartActor, cartId: string, ref: ItemRef) =>
  changeCart(db, actor, cartId, (tx, order) =>
    addItem(tx, order.id, ref, actor.owner, actor.store),
  );

export const removeFromCart = (db: Db, actor: CartActor, cartId: string, ref: ItemRef) =>
  changeCart(db, actor, cartId, async (tx, order) => {
    if (!(await removeItem(tx, order.id, ref))) {
      throw cartItemMissing();
    }
  });

export async function viewCart(db: Db | Tx, actor: CartActor, cartId: string): Promise<CartView> {
  // One query: the cart, its lines and all they are priced with (the products are the catalogue's),
  // or none while the cart is as it was last read (lib/cart/read-cache.ts).
  const view = await readCartThroughCache(
    db,
    { cartId, owner: actor.owner, store: actor.store },
    (catalogue) => findLoadedCart(db, cartId, actor.owner, actor.store, catalogue),
    present,
  );
  if (!view) throw cartNotFound();
  return view;
}

/**
 * Spec 4: a signed-in customer's cart is their most recent one, from any device. `since` hides
 * carts from before the account (guest checkouts with its e-mail) until the e-mail is confirmed.
 */
export async function latestCartOf(
  db: Db,
  customerId: string,
  since: Date | null = null,
): Promise<CartView | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(customerCartsWhere(customerId, since))
    .orderBy(desc(orders.updatedAt))
    .limit(1);
  return order ? readCart(db, order) : null;
}
