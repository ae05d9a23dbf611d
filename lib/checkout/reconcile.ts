import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { loadCart } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import { orders, payments } from "../db/schema";
import type { Db } from "../db/types";
import { log } from "../log";
import { providerFor } from "../payments";
import { PAYMENT_METHODS, type PaymentMethod } from "../payments/types";
import { numberOrder } from "./place-order";
import { releaseStock, unredeemPromo } from "./reserve";

/** An order still in pending_payment this long after its last step was left by a crash. */
const STRANDED_AFTER_MS = 15 * 60_000;

export type ReconcileReport = { completed: string[]; released: string[]; left: string[] };

const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * Finishes orders a crash left between the two steps of placeOrder (stock and promo held, the
 * charge maybe made): each payment attempt is checked with its provider by its idempotency key.
 * Money that moved gets its order (numbered, confirmation queued); an order nobody charged gives
 * its stock and promo back and is a cart again. An attempt the provider cannot account for is
 * left alone and logged, for client care.
 */
export async function reconcileStrandedOrders(
  db: Db,
  now: Date = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: [], released: [], left: [] };
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_MS);
  const stranded = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.updatedAt, cutoff)));
  for (const { id } of stranded) {
    // Claimed like a replay would (the lease is the update time), so a shopper retrying now and
    // another server's job do not both act on it.
    const [order] = await db
      .update(orders)
      .set({ updatedAt: now })
      .where(
        and(eq(orders.id, id), eq(orders.status, "pending_payment"), lt(orders.updatedAt, cutoff)),
      )
      .returning();
    if (!order) continue;
    const outcome = await reconcileOne(db, order);
    report[outcome].push(order.id);
    log().info({ order: order.id, outcome }, "[reconcile] stranded order");
  }
  return report;
}

async function reconcileOne(db: Db, order: OrderRow): Promise<keyof ReconcileReport> {
  const attempts = await db.select().from(payments).where(eq(payments.orderId, order.id));
  const settled = attempts.find((a) => a.status === "captured" || a.status === "authorized");
  if (settled) {
    await numberOrder(db, order.id, settled.status === "captured");
    return "completed";
  }
  // An invoice or a promo-covered order has nothing to collect: its row means it went through.
  if (
    attempts.some(
      (a) => a.status === "pending" && (a.provider === "invoice" || a.provider === "covered"),
    )
  ) {
    await numberOrder(db, order.id, false);
    return "completed";
  }
  for (const attempt of attempts.filter((a) => a.status === "pending")) {
    const found = isMethod(attempt.provider)
      ? await providerFor(attempt.provider).lookup?.({
          idempotencyKey: attempt.idempotencyKey,
          orderId: order.id,
          amount: attempt.amount,
          token: attempt.providerToken,
          startedAt: attempt.createdAt,
        })
      : undefined;
    if (!found || found.state === "unknown") return "left";
    if (found.state === "captured") {
      await db
        .update(payments)
        .set({ status: "captured", providerReference: found.reference, updatedAt: new Date() })
        .where(eq(payments.id, attempt.id));
      await numberOrder(db, order.id, true);
      return "completed";
    }
    await db
      .update(payments)
      .set({ status: "failed", failureMessage: "Not charged (reconciled).", updatedAt: new Date() })
      .where(eq(payments.id, attempt.id));
  }
  await release(db, order);
  return "released";
}

/** Nothing was charged: the held stock and promo use go back, and the bag is a cart again. */
async function release(db: Db, order: OrderRow): Promise<void> {
  const cart = await loadCart(db, order);
  await db.transaction(async (tx) => {
    await releaseStock(tx, cart);
    await unredeemPromo(tx, cart);
    await tx
      .update(orders)
      .set({ status: "cart", updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")));
  });
}
