import "server-only";
import { and, eq, inArray, isNotNull, isNull, lt, ne, type SQL } from "drizzle-orm";
import { loadCart } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import { orderDesignChangeEvents, orderDesignChanges, orders, payments } from "../db/schema";
import type { Db } from "../db/types";
import { log } from "../log";
import { providerFor } from "../payments";
import { PAYMENT_METHODS, type PaymentMethod, type Stranded } from "../payments/types";
import { markAttemptFailed } from "./charge";
import { attemptGiveBack, dueGiveBacks, giveBackStranded } from "./give-back";
import { numberOrder } from "./place-order";
import { releaseStock, unredeemPromo } from "./reserve";

/** An order still in pending_payment this long after its last step was left by a crash. */
const STRANDED_AFTER_MS = 15 * 60_000;

/**
 * Orders: `completed`, `released` (a cart again) or `left` (the provider could not say; asked
 * again next round). Give-backs (ids): `givenBack`, `retrying` (refused, kept for the next try),
 * `flagged` (refused too often: a person gives the money back).
 */
export type ReconcileReport = {
  completed: string[];
  released: string[];
  left: string[];
  givenBack: string[];
  retrying: string[];
  flagged: string[];
};

type Attempt = typeof payments.$inferSelect;

const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * Settles every payment whose provider state and ours may disagree:
 * 1. orders a crash or a time-out left between the two steps of placeOrder (stock and promo
 *    held, the charge maybe made): each pending attempt is asked of its provider. Money that
 *    moved for the total gets its order (numbered, confirmation queued); money that moved for
 *    another sum is given back; an order nobody charged gives its stock and promo back and is a
 *    cart again; an attempt the provider cannot account for is left and asked again next round;
 * 2. pending attempts of orders that moved on (placed with another attempt, or reopened): money
 *    found for them is not the order's, and is given back;
 * 3. captured or authorized payments of an order that is a cart again: given back;
 * 4. design changes (issue 38): one a crash left unfinished is lost and its difference given
 *    back; a difference charge the provider refused is asked of it once, as an order's
 *    attempt is, and money found for it after all is given back (the change was not made);
 * 5. give-backs whose next try is due (refused before, or never tried: a crash), among them
 *    the refunds of design-change differences; after the last try they are left to a person,
 *    and client care sees those of design changes in the staff strip.
 */
export async function reconcileStrandedOrders(
  db: Db,
  now: Date = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    completed: [],
    released: [],
    left: [],
    givenBack: [],
    retrying: [],
    flagged: [],
  };
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_MS);
  await reconcilePendingOrders(db, now, cutoff, report);
  await reconcileOrphanAttempts(db, now, cutoff);
  await reconcileReopenedOrders(db, now, cutoff);
  await reconcileStaleDesignChanges(db, now, cutoff);
  await reconcileRefusedDifferenceCharges(db, now, cutoff);
  for (const id of await dueGiveBacks(db, now)) {
    const outcome = await attemptGiveBack(db, id, now);
    if (outcome === "done") report.givenBack.push(id);
    else if (outcome === "retrying") report.retrying.push(id);
    else if (outcome === "flagged") report.flagged.push(id);
  }
  return report;
}

async function reconcilePendingOrders(
  db: Db,
  now: Date,
  cutoff: Date,
  report: ReconcileReport,
): Promise<void> {
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
    const outcome = await reconcileOne(db, order, now);
    report[outcome].push(order.id);
    log().info({ order: order.id, outcome }, "[reconcile] stranded order");
  }
}

const lookUp = (attempt: Attempt) =>
  isMethod(attempt.provider)
    ? providerFor(attempt.provider).lookup?.({
        idempotencyKey: attempt.idempotencyKey,
        orderId: attempt.orderId,
        amount: attempt.amount,
        token: attempt.providerToken,
        startedAt: attempt.createdAt,
      })
    : undefined;

/** Nothing moved for this attempt: failed, and its key freed as placeOrder frees it. */
const markNotCharged = (db: Db, attempt: Attempt, now: Date, message: string) =>
  markAttemptFailed(db, attempt, message, now, { whilePending: true });

/** Money moved that the order does not keep: the attempt records it and it is given back. */
async function giveBack(db: Db, attempt: Attempt, stranded: Stranded, now: Date) {
  await markNotCharged(db, attempt, now, "Charged without an order: given back (reconciled).");
  await giveBackStranded(db, attempt, stranded, now);
}

type OrderOutcome = "completed" | "released" | "left";

async function reconcileOne(db: Db, order: OrderRow, now: Date): Promise<OrderOutcome> {
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
    const found = await lookUp(attempt);
    if (!found || found.state === "unknown") return "left";
    if (found.state === "captured") {
      await db
        .update(payments)
        .set({ status: "captured", providerReference: found.reference, updatedAt: now })
        .where(eq(payments.id, attempt.id));
      await numberOrder(db, order.id, true);
      return "completed";
    }
    if (found.state === "stranded") await giveBack(db, attempt, found.stranded, now);
    else await markNotCharged(db, attempt, now, "Not charged (reconciled).");
  }
  await release(db, order);
  return "released";
}

/**
 * The store's own providers' attempts in one of `statuses` that nothing has touched since
 * `cutoff` (a live request would have), whose order is as `orderIs` says.
 */
function idleAttempts(
  db: Db,
  cutoff: Date,
  statuses: Attempt["status"][],
  orderIs: SQL | undefined,
): Promise<{ payment: Attempt }[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        inArray(payments.status, statuses),
        inArray(payments.provider, [...PAYMENT_METHODS]),
        lt(payments.updatedAt, cutoff),
        orderIs,
      ),
    );
}

/**
 * Attempts left pending (a time-out, a crash) whose order is no longer waiting for them: placed
 * with another attempt, or a cart again. Claimed by their update time, like orders.
 */
async function reconcileOrphanAttempts(db: Db, now: Date, cutoff: Date): Promise<void> {
  const orphans = await idleAttempts(db, cutoff, ["pending"], ne(orders.status, "pending_payment"));
  for (const { payment } of orphans) {
    const [attempt] = await db
      .update(payments)
      .set({ updatedAt: now })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.status, "pending"),
          lt(payments.updatedAt, cutoff),
        ),
      )
      .returning();
    if (!attempt) continue;
    const found = await lookUp(attempt);
    log().info(
      { payment: attempt.id, order: attempt.orderId, found: found?.state ?? "unknown" },
      "[reconcile] attempt its order no longer waits for",
    );
    if (!found || found.state === "unknown") continue;
    if (found.state === "none") {
      await markNotCharged(db, attempt, now, "Not charged (reconciled).");
    } else if (found.state === "stranded") {
      await giveBack(db, attempt, found.stranded, now);
    } else if (await placedWithoutMoney(db, attempt.orderId)) {
      // The order was placed and no other attempt holds its money: this is its payment.
      await db
        .update(payments)
        .set({ status: "captured", providerReference: found.reference, updatedAt: now })
        .where(eq(payments.id, attempt.id));
    } else {
      // This order's total, but the order went on without it: the money is not the order's.
      await giveBack(
        db,
        attempt,
        {
          action: "refund",
          reference: found.reference,
          amount: attempt.amount,
          currency: attempt.currency,
          reason: "order_not_waiting",
        },
        now,
      );
    }
  }
}

/** A placed or paid order none of whose attempts is captured or authorized. */
async function placedWithoutMoney(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== "placed" && order?.status !== "paid") return false;
  const settled = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["captured", "authorized"])))
    .limit(1);
  return settled.length === 0;
}

/** Money taken for an order that is a cart again (it was never placed with it): given back. */
async function reconcileReopenedOrders(db: Db, now: Date, cutoff: Date): Promise<void> {
  const taken = await idleAttempts(
    db,
    cutoff,
    ["captured", "authorized"],
    eq(orders.status, "cart"),
  );
  for (const { payment } of taken) {
    if (!payment.providerReference) continue;
    log().warn(
      { payment: payment.id, order: payment.orderId },
      "[reconcile] money taken for an order that is a cart again",
    );
    await giveBackStranded(
      db,
      payment,
      {
        action: "refund",
        reference: payment.providerReference,
        amount: payment.amount,
        currency: payment.currency,
        reason: "order_not_placed",
      },
      now,
    );
  }
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

/**
 * Issue 38: a design change whose difference was charged but which a crash left `pending`
 * (neither applied nor lost): the order kept its old design, so the money is not the order's.
 * It is recorded for refund and the change marked lost. A charge still `pending` is left to the
 * orphan-attempt pass above, which asks the provider.
 */
async function reconcileStaleDesignChanges(db: Db, now: Date, cutoff: Date): Promise<void> {
  const stale = await db
    .select({ change: orderDesignChanges, payment: payments })
    .from(orderDesignChanges)
    .innerJoin(payments, eq(payments.id, orderDesignChanges.paymentId))
    .where(
      and(
        eq(orderDesignChanges.status, "pending"),
        lt(orderDesignChanges.updatedAt, cutoff),
        inArray(payments.status, ["captured", "authorized"]),
      ),
    );
  for (const { change, payment } of stale) {
    const [claimed] = await db
      .update(orderDesignChanges)
      .set({ status: "lost", note: "Left unfinished: the difference is refunded.", updatedAt: now })
      .where(and(eq(orderDesignChanges.id, change.id), eq(orderDesignChanges.status, "pending")))
      .returning({ id: orderDesignChanges.id });
    if (!claimed || !payment.providerReference) continue;
    log().warn({ change: change.id, payment: payment.id }, "[reconcile] unfinished design change");
    await giveBackStranded(
      db,
      payment,
      {
        action: payment.status === "captured" ? "refund" : "void",
        reference: payment.providerReference,
        amount: payment.amount,
        currency: payment.currency,
        reason: "design_change_lost",
      },
      now,
    );
  }
}

/** The key a difference charge was sent under (lib/orders/aftercare.ts), before a refusal renamed it. */
const differenceChargeKey = (changeId: string) => `design_change_${changeId.replace(/-/g, "")}`;

/**
 * Issue 38: a difference charge the provider refused left the design as it was, so no money may
 * stay with the store for it. A refusal is an answer, but providers have answered "declined"
 * for a charge that went through after all (a time-out's retry, a late 3-D Secure); as for an
 * order's attempt, the provider is asked once, after the same delay, and money it holds for the
 * charge is given back. The finding is written in the change's history for client care.
 */
async function reconcileRefusedDifferenceCharges(db: Db, now: Date, cutoff: Date): Promise<void> {
  const refused = await db
    .select({ change: orderDesignChanges, payment: payments })
    .from(orderDesignChanges)
    .innerJoin(payments, eq(payments.id, orderDesignChanges.paymentId))
    .where(
      and(
        eq(orderDesignChanges.status, "charge_refused"),
        isNull(orderDesignChanges.reconciledAt),
        isNotNull(orderDesignChanges.paymentId),
        lt(orderDesignChanges.updatedAt, cutoff),
      ),
    );
  for (const { change, payment } of refused) {
    const [claimed] = await db
      .update(orderDesignChanges)
      .set({ reconciledAt: now })
      .where(and(eq(orderDesignChanges.id, change.id), isNull(orderDesignChanges.reconciledAt)))
      .returning({ id: orderDesignChanges.id });
    if (!claimed) continue;
    let found: Awaited<ReturnType<typeof lookUp>>;
    try {
      found = await lookUp({ ...payment, idempotencyKey: differenceChargeKey(change.id) });
    } catch (error) {
      log().warn({ err: error, change: change.id }, "[reconcile] refused difference not looked up");
      found = undefined;
    }
    let note: string;
    if (!found || found.state === "unknown") {
      // Asked again next round: the claim is taken back.
      await db
        .update(orderDesignChanges)
        .set({ reconciledAt: null })
        .where(eq(orderDesignChanges.id, change.id));
      continue;
    } else if (found.state === "none") {
      note = "The provider holds no money for the refused charge.";
    } else if (found.state === "captured" && (await heldByAnother(db, payment, found.reference))) {
      // A live card's intent is looked up by its id: the client paid it after this refusal, for
      // a change that went through (its own attempt holds the reference). Not stranded.
      note = "The provider's money for it belongs to a later attempt of the client's.";
    } else {
      const stranded: Stranded =
        found.state === "stranded"
          ? found.stranded
          : {
              action: "refund",
              reference: found.reference,
              amount: payment.amount,
              currency: payment.currency,
              reason: "design_change_refused",
            };
      await giveBackStranded(db, payment, stranded, now);
      note = "The provider took the refused charge after all: it is given back.";
      log().warn(
        { change: change.id, payment: payment.id },
        "[reconcile] refused charge moved money",
      );
    }
    await db.insert(orderDesignChangeEvents).values({
      changeId: change.id,
      orderId: change.orderId,
      kind: "reconciled",
      note,
      actor: "reconciliation",
      occurredAt: now,
    });
  }
}

/** Whether another attempt of the order holds this provider reference (it took the money). */
async function heldByAnother(db: Db, attempt: Attempt, reference: string): Promise<boolean> {
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, attempt.orderId),
        eq(payments.providerReference, reference),
        ne(payments.id, attempt.id),
      ),
    )
    .limit(1);
  return Boolean(other);
}
