import "server-only";
import { and, asc, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import type { Customer } from "../auth/tokens";
import { cartNotFound } from "../cart/errors";
import { findCartRow } from "../cart/load";
import type { CartView } from "../cart/present";
import { addressProven, historyVisibleFrom } from "../customers/account";
import { readCart, refreshCart, type CartActor } from "../cart/service";
import { customers, orderItems, orders } from "../db/schema";
import { readAllProducts } from "../catalogue/read";
import { thumbnailOf } from "../cart/view";
import { imagePathOf } from "../configured-products/present";
import type { Db } from "../db/types";

const ORDER_HISTORY_LIMIT = 50;
const PLACED = ["placed", "paid", "cancelled", "refunded"] as const;

/**
 * The customer's placed orders: the account's own, and the guest checkouts under its address
 * once the account has proven that address with a link mailed to it after it was set.
 */
function ordersOf(customer: Customer) {
  const from = historyVisibleFrom(customer);
  const own = and(
    eq(orders.customerId, customer.id),
    from ? gte(orders.placedAt, from) : undefined,
  );
  const guest = sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${customers.email} = ${customer.email} and not ${customers.hasAccount})`;
  return and(inArray(orders.status, [...PLACED]), addressProven(customer) ? or(own, guest) : own);
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
  return order ? readCart(db, order) : null;
}

/**
 * Spec 7 PUT /customer/orders/{id}: the signed-in customer takes over a cart made in this
 * browser before signing in, so it follows them to other devices (getLatestCart).
 */
export async function claimCart(db: Db, actor: CartActor, cartId: string) {
  const customerId = actor.owner.customerId;
  if (!customerId) throw DomainError.unauthenticated();
  const order = await findCartRow(db, cartId, actor.owner, { store: actor.store });
  if (!order) throw cartNotFound();
  const [claimed] = await db
    .update(orders)
    .set({ customerId, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return refreshCart(db, claimed ?? order);
}

export type OrderThumbnail = { src: string; alt: string };

/**
 * The pictures for the order cards of `/my-account/orders`, all orders in one query: the saved
 * design's composed image, or the stock piece's thumbnail. Gift cards have none.
 */
export async function orderThumbnails(
  db: Db,
  orderIds: string[],
): Promise<Map<string, OrderThumbnail[]>> {
  const thumbnails = new Map<string, OrderThumbnail[]>();
  if (orderIds.length === 0) return thumbnails;
  const [rows, catalogue] = await Promise.all([
    db.query.orderItems.findMany({
      columns: { orderId: true, productId: true, configuredProductId: true },
      with: { configuredProduct: { columns: { productId: true } } },
      where: inArray(orderItems.orderId, orderIds),
      orderBy: [asc(orderItems.createdAt), asc(orderItems.id)],
    }),
    readAllProducts(),
  ]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  for (const { orderId, productId, configuredProductId: designId, configuredProduct } of rows) {
    const piece = productId ? byId.get(productId) : undefined;
    const bag = configuredProduct ? byId.get(configuredProduct.productId) : undefined;
    const src = designId ? imagePathOf(designId) : piece ? thumbnailOf(piece) : null;
    const alt = designId ? (bag?.label ?? "Your design") : (piece?.label ?? "");
    if (!src) continue;
    thumbnails.set(orderId, [...(thumbnails.get(orderId) ?? []), { src, alt }]);
  }
  return thumbnails;
}
