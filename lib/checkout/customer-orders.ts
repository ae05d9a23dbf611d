import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { ApiError } from "../api/errors";
import type { Customer } from "../auth/tokens";
import { CART_MESSAGES } from "../cart/errors";
import { findCartRow } from "../cart/load";
import type { CartView } from "../cart/present";
import { historyVisibleFrom } from "../customers/account";
import { refreshCart, type CartActor } from "../cart/service";
import { orderItems, orders } from "../db/schema";
import type { Db } from "../db/types";

const ORDER_HISTORY_LIMIT = 50;
const PLACED = ["placed", "paid", "cancelled", "refunded"] as const;

/**
 * The customer's placed orders. Orders from before the account existed (guest checkouts with the
 * same e-mail) show only once the e-mail is confirmed.
 */
function ordersOf(customer: Customer) {
  const from = historyVisibleFrom(customer);
  return and(
    eq(orders.customerId, customer.id),
    inArray(orders.status, [...PLACED]),
    from ? gte(orders.placedAt, from) : undefined,
  );
}

/** Spec 7 GET /customer/orders: the signed-in customer's placed orders, newest first. */
export async function listCustomerOrders(db: Db, customer: Customer) {
  const rows = await db
    .select({
      order: orders,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(ordersOf(customer))
    .groupBy(orders.id)
    .orderBy(desc(orders.placedAt))
    .limit(ORDER_HISTORY_LIMIT);
  return rows.map(({ order, itemCount }) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    total: order.total,
    currency: order.currency,
    placed_at: order.placedAt?.toISOString() ?? null,
    item_count: Number(itemCount),
  }));
}

/** One of the customer's placed orders as it was charged, or null for anything else. */
export async function customerOrderView(
  db: Db,
  customer: Customer,
  orderId: string,
): Promise<CartView | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOf(customer)))
    .limit(1);
  return order ? refreshCart(db, order) : null;
}

/**
 * Spec 7 PUT /customer/orders/{id}: the signed-in customer takes over a cart made in this
 * browser before signing in, so it follows them to other devices (getLatestCart).
 */
export async function claimCart(db: Db, actor: CartActor, cartId: string) {
  const customerId = actor.owner.customerId;
  if (!customerId) throw ApiError.unauthenticated();
  const order = await findCartRow(db, cartId, actor.owner, { store: actor.store });
  if (!order) throw new ApiError(404, CART_MESSAGES.notFound);
  const [claimed] = await db
    .update(orders)
    .set({ customerId, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return refreshCart(db, claimed ?? order);
}
