import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { loadCart } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import { attemptGiveBack, PART_REFUND_REASON, recordGiveBack } from "../checkout/give-back";
import { releaseStock, unredeemPromo } from "../checkout/reserve";
import {
  customers,
  giftCodes,
  orderItems,
  orderStageEvents,
  orders,
  paymentGiveBacks,
  payments,
  retailStores,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { expectedDeliveryOfOrder } from "../delivery/placement";
import { deliveryDate } from "../calendar/delivery-date";
import { DomainError } from "../errors";
import { queueMail } from "../mail/outbox";
import { claimIdempotencyKey, rememberAnswer, type IdempotencyRef } from "../partners/idempotency";
import { PAYMENT_METHODS } from "../payments/types";
import { isRetailStoreSlug } from "../retail/stores";
import { configuredStoreOrigin } from "../seo/store-origin";
import { atelierDate } from "./dates";
import { cancelledMail, deliveredMail, shippedMail } from "./mail";
import {
  refuseCancel,
  refuseMove,
  trackingUrl,
  type Carrier,
  type MoveRefusal,
  type ReportedStage,
  type Stage,
} from "./stages";
import { progressOf } from "./delivery-progress";
import { orderTimeline, type StageEvent, type Timeline } from "./timeline";

/**
 * Issue 26: the atelier reports an order's stages, client care cancels one before cutting. Each
 * change locks the order's row, so a stage and a cancellation never cross; the stage, its mail
 * and the partner's Idempotency-Key are one transaction.
 */

export type PartnerOrderView = {
  number: string;
  status: string;
  stage: Stage;
  stage_at: string;
  made_to_order: boolean;
  history: {
    stage: Stage | "cancelled";
    at: string;
    carrier: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
  }[];
  refund: { status: "none" | "pending" | "refunded" | "failed"; amount: number } | null;
};

export type Outcome = { view: PartnerOrderView; replayed: boolean };

const refusalError = (refusal: MoveRefusal) =>
  refusal.kind === "conflict"
    ? DomainError.conflict(refusal.message, refusal.code)
    : new DomainError("invalid", refusal.message, {
        code: refusal.code,
        errors: { at: [refusal.message] },
      });

const orderNotFound = () => DomainError.notFound("Order");

async function lockedOrder(tx: Tx, number: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
  if (!order) throw orderNotFound();
  return order;
}

const stageAtOf = (order: OrderRow) => order.productionStageAt ?? order.placedAt ?? order.createdAt;

async function isMadeToOrder(db: Db | Tx, orderId: string): Promise<boolean> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemType, "configured_product")))
    .limit(1);
  return Boolean(line);
}

async function stageEvents(db: Db | Tx, orderId: string): Promise<StageEvent[]> {
  return db
    .select({
      stage: orderStageEvents.stage,
      occurredAt: orderStageEvents.occurredAt,
      carrier: orderStageEvents.carrier,
      trackingNumber: orderStageEvents.trackingNumber,
    })
    .from(orderStageEvents)
    .where(eq(orderStageEvents.orderId, orderId))
    .orderBy(asc(orderStageEvents.occurredAt));
}

const stagesFrom = (order: OrderRow, events: StageEvent[]) =>
  orderTimeline({
    status: order.status,
    stage: order.productionStage,
    placedAt: order.placedAt,
    events,
  });

/** The stages alone (the mails need the shipment, not the dates). */
const stagesOf = async (db: Db | Tx, order: OrderRow) =>
  stagesFrom(order, await stageEvents(db, order.id));

/**
 * The order's timeline as its client sees it, with the date it was promised beside the date it
 * is now expected (recomputed from what the atelier has reported).
 */
export async function timelineOf(db: Db, order: OrderRow): Promise<Timeline> {
  const events = await stageEvents(db, order.id);
  const expected = await expectedDeliveryOfOrder(db, order, progressOf(order, events));
  return {
    ...stagesFrom(order, events),
    delivery: {
      promised: order.promisedDeliveryOn ? deliveryDate(order.promisedDeliveryOn) : null,
      expected: expected ? deliveryDate(expected) : null,
    },
  };
}

/** The timeline of an order already found to be the reader's (the account's order page). */
export async function orderTimelineById(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ? timelineOf(db, order) : null;
}

/** What the refund of a cancellation stands at: null for an order that was not cancelled. */
async function refundOf(db: Db | Tx, order: OrderRow): Promise<PartnerOrderView["refund"]> {
  if (order.status !== "cancelled") return null;
  const rows = await db
    .select({ status: paymentGiveBacks.status, amount: paymentGiveBacks.amount })
    .from(paymentGiveBacks)
    .innerJoin(payments, eq(payments.id, paymentGiveBacks.paymentId))
    .where(and(eq(payments.orderId, order.id), eq(paymentGiveBacks.reason, CANCEL_REASON)));
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  if (rows.length === 0) return { status: "none", amount: 0 };
  if (rows.some((row) => row.status === "failed")) return { status: "failed", amount };
  if (rows.every((row) => row.status === "done")) return { status: "refunded", amount };
  return { status: "pending", amount };
}

async function viewOf(db: Db | Tx, order: OrderRow): Promise<PartnerOrderView> {
  const events = await stageEvents(db, order.id);
  return {
    number: order.number ?? "",
    status: order.status,
    stage: order.productionStage,
    stage_at: stageAtOf(order).toISOString(),
    made_to_order: await isMadeToOrder(db, order.id),
    history: events.map((event) => ({
      stage: event.stage,
      at: event.occurredAt.toISOString(),
      carrier: event.carrier,
      tracking_number: event.trackingNumber,
      tracking_url:
        event.carrier && event.trackingNumber
          ? trackingUrl(event.carrier as Carrier, event.trackingNumber)
          : null,
    })),
    refund: await refundOf(db, order),
  };
}

/** GET for partners: where the order stands. 404 for a number that names no placed order. */
export async function partnerOrderView(db: Db, number: string): Promise<PartnerOrderView> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw orderNotFound();
  return viewOf(db, order);
}

/** Where the order's owner follows it, and where to write: account page or guest tracking. */
export async function orderOwner(db: Db | Tx, order: OrderRow) {
  const [row] = await db
    .select({ email: customers.email, hasAccount: customers.hasAccount, store: retailStores.name })
    .from(orders)
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, order.id));
  if (!row?.email || !isRetailStoreSlug(row.store)) return null;
  const origin = configuredStoreOrigin(row.store);
  const orderUrl = row.hasAccount
    ? `${origin}/my-account/orders/${order.id}`
    : `${origin}/orders/track?number=${encodeURIComponent(order.number ?? "")}`;
  return { email: row.email, hasAccount: row.hasAccount, orderUrl, origin };
}

/** Runs `work` once per Idempotency-Key; a replay answers the first request's answer. */
async function once(
  db: Db,
  number: string,
  idempotency: IdempotencyRef | null,
  work: (tx: Tx) => Promise<void>,
): Promise<{ replay: unknown } | null> {
  return db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimIdempotencyKey(tx, idempotency);
      if (claim.kind === "replay") return { replay: claim.response };
    }
    await work(tx);
    return null;
  });
}

async function answer(
  db: Db,
  number: string,
  idempotency: IdempotencyRef | null,
  replay: { replay: unknown } | null,
): Promise<Outcome> {
  // The first request's answer as it was; when only its work was kept, the order as it is.
  if (replay?.replay) return { view: replay.replay as PartnerOrderView, replayed: true };
  const view = await partnerOrderView(db, number);
  if (idempotency) await rememberAnswer(db, idempotency, view);
  return { view, replayed: replay !== null };
}

export type StageReport = {
  number: string;
  stage: ReportedStage;
  /** When the stage was reached; now when the atelier does not say. */
  at?: Date;
  carrier?: Carrier;
  trackingNumber?: string;
  partnerId: string;
  idempotency: IdempotencyRef | null;
};

/**
 * The atelier reports a stage: checked against the order's (refuseMove: never back, never over
 * a stage that must be reported), recorded with its date, and for shipped and delivered the
 * owner's mail queued with the tracking link.
 */
export async function reportStage(db: Db, report: StageReport, now = new Date()): Promise<Outcome> {
  const at = report.at ?? now;
  const replay = await once(db, report.number, report.idempotency, async (tx) => {
    const order = await lockedOrder(tx, report.number);
    const refusal = refuseMove(
      {
        status: order.status,
        stage: order.productionStage,
        stageAt: stageAtOf(order),
        madeToOrder: await isMadeToOrder(tx, order.id),
      },
      { to: report.stage, at },
      now,
    );
    if (refusal) throw refusalError(refusal);
    await tx.insert(orderStageEvents).values({
      orderId: order.id,
      stage: report.stage,
      occurredAt: at,
      carrier: report.stage === "shipped" ? (report.carrier ?? null) : null,
      trackingNumber: report.stage === "shipped" ? (report.trackingNumber ?? null) : null,
      partnerTokenId: report.partnerId,
    });
    await tx
      .update(orders)
      .set({ productionStage: report.stage, productionStageAt: at, updatedAt: now })
      .where(eq(orders.id, order.id));
    if (report.stage === "shipped" || report.stage === "delivered") {
      await queueStageMail(tx, { ...order, productionStage: report.stage }, report.stage, at);
    }
  });
  return answer(db, report.number, report.idempotency, replay);
}

async function queueStageMail(tx: Tx, order: OrderRow, stage: "shipped" | "delivered", at: Date) {
  const owner = await orderOwner(tx, order);
  const { shipment } = await stagesOf(tx, order);
  if (!owner || !shipment || !order.number) return;
  const input = { number: order.number, orderUrl: owner.orderUrl, shipment, date: atelierDate(at) };
  await queueMail(tx, {
    to: owner.email,
    ...(stage === "shipped" ? shippedMail(input) : deliveredMail(input)),
  });
}

/** The give-backs of a cancellation carry this reason (payment_give_backs.reason). */
const CANCEL_REASON = "order_cancelled";

const isMethod = (value: string) => (PAYMENT_METHODS as readonly string[]).includes(value);

export type CancelRequest = {
  number: string;
  reason: string;
  /** Client care's token; null when the client cancels from the order page (issue 38). */
  partnerId: string | null;
  idempotency: IdempotencyRef | null;
};

/** Cents of each payment already refunded in part (a design changed for a cheaper one). */
async function partRefunded(tx: Tx, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await tx
    .select({ paymentId: paymentGiveBacks.paymentId, amount: paymentGiveBacks.amount })
    .from(paymentGiveBacks)
    .where(
      and(
        inArray(paymentGiveBacks.paymentId, paymentIds),
        eq(paymentGiveBacks.reason, PART_REFUND_REASON),
      ),
    );
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.paymentId, (sums.get(row.paymentId) ?? 0) + row.amount);
  return sums;
}

/**
 * Client care cancels an order before cutting (refuseCancel). In one transaction: the order is
 * cancelled, its stock goes back on the shelf and its promo use is given back, the gift cards
 * bought with it are voided (their price is refunded with the rest), and a give-back is recorded
 * for every payment that moved money, under its own idempotency key. Each give-back is then
 * tried once; a refused or unanswered one stays pending and the reconciliation job retries it
 * (lib/checkout/give-back.ts), so no refund is lost to a provider that says no or says nothing.
 */
export async function cancelOrder(
  db: Db,
  request: CancelRequest,
  now = new Date(),
): Promise<Outcome> {
  const owed: string[] = [];
  const replay = await once(db, request.number, request.idempotency, async (tx) => {
    const order = await lockedOrder(tx, request.number);
    const refusal = refuseCancel({ status: order.status, stage: order.productionStage });
    if (refusal) throw refusalError(refusal);
    const cart = await loadCart(tx, order);
    await releaseStock(tx, cart);
    await unredeemPromo(tx, cart);
    const bought = cart.lines.flatMap((line) =>
      line.kind === "gift_code" ? [line.giftCode.id] : [],
    );
    if (bought.length > 0) {
      await tx.update(giftCodes).set({ balance: 0 }).where(inArray(giftCodes.id, bought));
    }
    await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStageEvents).values({
      orderId: order.id,
      stage: "cancelled",
      occurredAt: now,
      note: request.reason,
      partnerTokenId: request.partnerId,
    });
    let refund = 0;
    const already = await partRefunded(
      tx,
      cart.payments.map((payment) => payment.id),
    );
    for (const payment of cart.payments) {
      const moved = payment.status === "captured" || payment.status === "authorized";
      if (!moved || !isMethod(payment.provider) || !payment.providerReference) continue;
      // What is left of it: a cheaper design's difference went back already (issue 38).
      const amount = payment.amount - (already.get(payment.id) ?? 0);
      if (amount <= 0) continue;
      const row = await recordGiveBack(
        tx,
        payment,
        {
          action: payment.status === "captured" ? "refund" : "void",
          reference: payment.providerReference,
          amount,
          currency: payment.currency,
          reason: CANCEL_REASON,
        },
        now,
      );
      owed.push(row.id);
      refund += amount;
    }
    const owner = await orderOwner(tx, order);
    if (owner && order.number) {
      await queueMail(tx, {
        to: owner.email,
        ...cancelledMail({
          number: order.number,
          orderUrl: owner.orderUrl,
          refund,
          byClient: request.partnerId === null,
        }),
      });
    }
  });
  for (const id of owed) await attemptGiveBack(db, id, now);
  return answer(db, request.number, request.idempotency, replay);
}
