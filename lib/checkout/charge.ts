import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { payments } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { placeholderAs, reusedStatement } from "../db/prepared";
import {
  providerFor,
  type ChargeRequest,
  type ChargeResult,
  type PaymentMethod,
  type PaymentProvider,
} from "../payments";
import { paymentConfig } from "../payments/config";
import { MESSAGES } from "../payments/failures";
import { giveBackStranded } from "./give-back";

type Attempt = typeof payments.$inferSelect;

export type OrderPayment = { method: PaymentMethod; token: string } | { method: "invoice" };
/**
 * `unconfirmed`: the provider never answered, so nobody knows whether the money moved. The
 * attempt stays pending and the order reserved: a replay with the same token asks again under
 * the same key, and reconciliation asks the provider if nobody does.
 */
export type ChargeOutcome =
  | {
      ok: true;
      paid: boolean;
      /** The payment row as recorded (absent in a race that lost it: the caller reads). */
      payment?: Attempt;
      /**
       * The provider's answer, still to be written: the caller writes it (`settle`) in the
       * transaction that numbers the order, one round trip for both. Absent when the payment
       * was settled already (a replay, an invoice, a promo that covered it).
       */
      settle?: Settlement;
    }
  | { ok: false; message: string; unconfirmed?: boolean };

export type Settlement = { id: string; status: "captured" | "authorized"; reference: string };

/**
 * Writes what the provider said when it took the money; the row as written, when still there.
 * Should it never be written (a crash first), the attempt stays pending and reconciliation asks
 * the provider under its key, which finds the charge.
 */
export async function settle(db: Db | Tx, settlement: Settlement): Promise<Attempt | undefined> {
  const [settled] = await settledAttempt(db).execute({ ...settlement, now: new Date() });
  return settled;
}

const UNCONFIRMED_MESSAGE =
  "The payment service did not confirm your payment. Your order is held while we check with it: please try again in a minute. You will not be charged twice.";

const RETRY_DELAYS_MS = [400, 1200];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One key per order and browser token: a replay with the same token reaches the same charge. */
export const chargeKey = (orderId: string, token: string) =>
  `${orderId}:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`;

/**
 * How long an order may sit in pending_payment before a replay treats the process that reserved
 * it as gone and finishes the charge itself: the longest a charge can take (every attempt timing
 * out, plus the back-off) with a margin. The built-in provider never waits on a network, so a
 * few seconds are plenty there.
 */
export function pendingLeaseMs(payment: OrderPayment): number {
  if (payment.method === "invoice" || providerFor(payment.method).name === "local") return 5_000;
  const attempts = RETRY_DELAYS_MS.length + 1;
  const timeoutMs = paymentConfig().timeoutMs;
  return attempts * timeoutMs + RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 30_000;
}

export async function releaseToken(payment: OrderPayment): Promise<void> {
  if (payment.method === "invoice") return;
  await providerFor(payment.method).release?.(payment.token);
}

const placeholder = (name: string) => sql.placeholder(name);

/** A charge's attempt, recorded before the provider is asked (built once: lib/db/prepared.ts). */
const newAttempt = reusedStatement("payment_attempt", (db) =>
  db
    .insert(payments)
    .values({
      orderId: placeholder("orderId"),
      provider: placeholder("provider"),
      status: placeholder("status"),
      amount: placeholder("amount"),
      idempotencyKey: placeholder("idempotencyKey"),
      providerToken: placeholder("providerToken"),
      providerReference: placeholder("providerReference"),
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning(),
);

/** What the provider said when it took the money. */
const settledAttempt = reusedStatement("payment_settled", (db) =>
  db
    .update(payments)
    .set({
      status: placeholderAs("status", payments.status),
      providerReference: placeholderAs("reference", payments.providerReference),
      updatedAt: placeholderAs("now", payments.updatedAt),
    })
    .where(eq(payments.id, placeholder("id")))
    .returning(),
);

/** A charge that went through, with the payment row it left (for the answer). */
const wentThrough = (payment: Attempt | undefined, paid: boolean): ChargeOutcome => ({
  ok: true,
  paid,
  ...(payment ? { payment } : {}),
});

type AttemptValues = Pick<
  typeof payments.$inferInsert,
  "orderId" | "provider" | "status" | "amount" | "providerToken" | "providerReference"
> & { idempotencyKey: string };

/**
 * The attempt a charge starts from: an invoice to send, zero cents a promo covered (settled
 * already), or a charge to ask the provider for under its key.
 */
export function attemptValues(
  orderId: string,
  amount: number,
  payment: OrderPayment,
): AttemptValues {
  if (payment.method === "invoice") {
    return {
      orderId,
      provider: "invoice",
      status: "pending",
      amount,
      idempotencyKey: `${orderId}:invoice`,
    };
  }
  if (amount === 0) {
    return {
      orderId,
      provider: "covered",
      status: "captured",
      amount: 0,
      providerReference: "covered by promo",
      idempotencyKey: `${orderId}:covered`,
    };
  }
  return {
    orderId,
    provider: payment.method,
    status: "pending",
    amount,
    idempotencyKey: chargeKey(orderId, payment.token),
    providerToken: payment.token,
  };
}

/**
 * Records an attempt, in the caller's transaction when it is given one (placeOrder records it
 * with the reservation); undefined when its key has a row already.
 */
export async function recordAttempt(
  db: Db | Tx,
  values: AttemptValues,
): Promise<Attempt | undefined> {
  const [created] = await newAttempt(db).execute({
    ...values,
    providerToken: values.providerToken ?? null,
    providerReference: values.providerReference ?? null,
  });
  return created;
}

/**
 * The payment row for this key: a new one, or the one a crashed attempt left behind (still
 * pending, or already settled when the crash came after the provider's answer).
 */
async function attemptFor(db: Db, values: AttemptValues): Promise<Attempt | undefined> {
  const created = await recordAttempt(db, values);
  if (created) return created;
  const [existing] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, values.orderId), eq(payments.idempotencyKey, values.idempotencyKey)),
    );
  return existing;
}

/**
 * Records the attempt before the provider is called, so a crash leaves a trace to reconcile; a
 * replay after the crash finds that row and asks the provider again with the same key, which
 * every provider de-duplicates: the money moves at most once.
 */
export async function charge(
  db: Db,
  orderId: string,
  amount: number,
  email: string,
  payment: OrderPayment,
  /** The attempt the caller recorded already (placeOrder's reservation does). */
  recorded?: Attempt,
): Promise<ChargeOutcome> {
  const values = attemptValues(orderId, amount, payment);
  const attempt = recorded ?? (await attemptFor(db, values));
  if (payment.method === "invoice") return wentThrough(attempt, false);
  // Nothing to collect (a promo covered the goods): no provider is asked for zero cents, but the
  // order still gets its payment row, so the books show how every placed order was settled.
  if (amount === 0) {
    await releaseToken(payment);
    return wentThrough(attempt, true);
  }
  const { idempotencyKey } = values;
  if (!attempt) {
    return { ok: false, message: "This payment is already being processed. Please wait a moment." };
  }
  if (attempt.status === "captured" || attempt.status === "authorized") {
    return { ok: true, paid: attempt.status === "captured", payment: attempt };
  }
  const result = await chargeWithRetries(providerFor(payment.method), {
    orderId,
    amount: attempt.amount,
    currency: "USD",
    method: payment.method,
    token: payment.token,
    idempotencyKey,
    description: `Atelier Ardent order ${orderId.slice(0, 8)}`,
    customerEmail: email,
  });
  if (!result.ok && result.code === "provider_unavailable") {
    // Unanswered, not refused: the attempt stays pending under its key, the order reserved.
    await db
      .update(payments)
      .set({ failureMessage: result.message, updatedAt: new Date() })
      .where(and(eq(payments.id, attempt.id), eq(payments.status, "pending")));
    return { ok: false, unconfirmed: true, message: UNCONFIRMED_MESSAGE };
  }
  if (result.ok) {
    return {
      ok: true,
      paid: result.status === "captured",
      payment: attempt,
      settle: { id: attempt.id, status: result.status, reference: result.reference },
    };
  }
  await markAttemptFailed(db, attempt, result.message);
  if (result.stranded) {
    // The provider took (or holds) money the order does not match: recorded, then given back.
    await giveBackStranded(db, { id: attempt.id, provider: payment.method }, result.stranded);
    return { ok: false, message: MESSAGES.givenBack };
  }
  return { ok: false, message: result.message };
}

/**
 * A refused charge: the attempt keeps its record but frees its key. The shopper may fix the
 * payment at the provider (PayPal) and retry with the same token, which reaches the provider with
 * the same key, so a charge that did go through is found. `whilePending`: only an attempt still
 * pending (reconciliation, which a live request may have overtaken since it claimed the attempt).
 */
export async function markAttemptFailed(
  db: Db,
  attempt: Pick<Attempt, "id" | "idempotencyKey">,
  message: string,
  now = new Date(),
  { whilePending = false } = {},
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: "failed",
      failureMessage: message,
      idempotencyKey: `${attempt.idempotencyKey}:failed:${attempt.id}`,
      updatedAt: now,
    })
    .where(
      and(eq(payments.id, attempt.id), whilePending ? eq(payments.status, "pending") : undefined),
    );
}

/**
 * A time-out does not say whether the money moved. The same idempotency key is sent again, which
 * every provider de-duplicates, so a charge that went through is found instead of repeated.
 */
async function chargeWithRetries(
  provider: PaymentProvider,
  request: ChargeRequest,
): Promise<ChargeResult> {
  let result = await provider.charge(request);
  for (const delay of RETRY_DELAYS_MS) {
    if (result.ok || result.code !== "provider_unavailable") return result;
    await sleep(delay);
    result = await provider.charge(request);
  }
  return result;
}
