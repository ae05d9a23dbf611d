import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, lte, ne } from "drizzle-orm";
import { paymentGiveBacks, payments } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { log } from "../log";
import { providerFor } from "../payments";
import { describeProviderError, isRefusal } from "../payments/http";
import { PAYMENT_METHODS, type PaymentMethod, type Stranded } from "../payments/types";

/**
 * Money a provider took or holds that no order keeps is recorded first, then given back; a
 * refusal is logged and kept, and reconciliation retries it with a backoff until the provider
 * accepts or a person has to act (`npm run jobs:reconcile` lists those).
 */

/** Longer than a provider call: a try still under way is not taken over by another server. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** The wait after each refused try; after the last one the give-back is left for a person. */
const BACKOFF_MS = [5, 15, 30, 60, 120, 240, 480].map((minutes) => minutes * 60_000);
/** Tries before a person is asked: about 16 hours, within every provider's idempotency window. */
export const GIVE_BACK_TRIES = BACKOFF_MS.length + 1;

export type GiveBackOutcome = "done" | "retrying" | "flagged" | "busy";

type GiveBackRow = typeof paymentGiveBacks.$inferSelect;

const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * One key per provider money movement (method, action and the provider's reference): however
 * often a capture is found stranded (charge, replay, reconciliation), it is given back once.
 */
const giveBackKey = (method: string, stranded: Stranded, scope?: string) =>
  `giveback_${createHash("sha256")
    .update(`${method}:${stranded.action}:${stranded.reference}${scope ? `:${scope}` : ""}`)
    .digest("hex")
    .slice(0, 40)}`;

/**
 * Records that `stranded` is owed back for the payment (its status becomes `refund_pending`),
 * then tries once at once. The record comes first, so a crash or a refusal leaves it for the
 * reconciliation job rather than losing it.
 */
export async function giveBackStranded(
  db: Db,
  payment: { id: string; provider: string },
  stranded: Stranded,
  now: Date = new Date(),
): Promise<GiveBackOutcome> {
  const row = await recordGiveBack(db, payment, stranded, now);
  if (row.status === "done") return "done";
  log().warn(
    {
      payment: payment.id,
      provider: payment.provider,
      action: stranded.action,
      amount: stranded.amount,
      currency: stranded.currency,
      reason: stranded.reason,
    },
    "[payments] money to give back recorded",
  );
  return attemptGiveBack(db, row.id, now);
}

/**
 * Records that `stranded` is owed back for the payment (its status follows the give-back's), in
 * the caller's transaction when it is given one: a cancellation records its refund with the
 * cancellation itself (issue 26), so a crash before the first try leaves it for reconciliation.
 */
export async function recordGiveBack(
  db: Db | Tx,
  payment: { id: string; provider: string },
  stranded: Stranded,
  now: Date = new Date(),
  /**
   * A refund of part of a capture (a return, issue 38): one capture may be partly given back
   * several times, each under its own key (the return's number), each once.
   */
  scope?: string,
): Promise<GiveBackRow> {
  const idempotencyKey = giveBackKey(payment.provider, stranded, scope);
  const row = await keptGiveBack(db, payment.id, stranded, idempotencyKey, now);
  const status = { done: "refunded", failed: "refund_failed", pending: "refund_pending" } as const;
  await db
    .update(payments)
    .set({ status: status[row.status], updatedAt: now })
    .where(eq(payments.id, payment.id));
  return row;
}

/**
 * Part of a capture the order no longer keeps (issue 38: a design changed for a cheaper one):
 * the payment itself stays captured, so its status is left alone here and by every try. One
 * give-back per `occasion` (the design change's id), so two changes of one order refund twice
 * and a retried one once.
 */
export const PART_REFUND_REASON = "design_change_refund";

export async function recordPartRefund(
  db: Db | Tx,
  payment: { id: string; provider: string },
  part: Omit<Stranded, "action" | "reason">,
  occasion: string,
  now: Date = new Date(),
): Promise<GiveBackRow> {
  const stranded: Stranded = { ...part, action: "refund", reason: PART_REFUND_REASON };
  const idempotencyKey = `${giveBackKey(payment.provider, stranded)}_${occasion.replace(/-/g, "")}`;
  return keptGiveBack(db, payment.id, stranded, idempotencyKey, now);
}

/** The give-back under this key: recorded now, or the one a first call recorded. */
async function keptGiveBack(
  db: Db | Tx,
  paymentId: string,
  stranded: Stranded,
  idempotencyKey: string,
  now: Date,
): Promise<GiveBackRow> {
  await db
    .insert(paymentGiveBacks)
    .values({ paymentId, ...stranded, idempotencyKey, nextAttemptAt: now })
    .onConflictDoNothing({ target: paymentGiveBacks.idempotencyKey });
  const [row] = await db
    .select()
    .from(paymentGiveBacks)
    .where(eq(paymentGiveBacks.idempotencyKey, idempotencyKey));
  if (!row) throw new Error(`give-back ${idempotencyKey} not recorded`);
  return row;
}

/**
 * One try of a give-back: claimed under a lease (so two servers never try it at once), asked of
 * the provider with its idempotency key, then settled: done (the payment is refunded), or put
 * off by the backoff, or after the last try left for a person (the payment is refund_failed).
 */
export async function attemptGiveBack(
  db: Db,
  giveBackId: string,
  now: Date = new Date(),
): Promise<GiveBackOutcome> {
  const [claimed] = await db
    .update(paymentGiveBacks)
    .set({
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentGiveBacks.id, giveBackId),
        eq(paymentGiveBacks.status, "pending"),
        lte(paymentGiveBacks.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return "busy";
  const [payment] = await db
    .select({ id: payments.id, provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  const tries = claimed.attempts + 1;
  try {
    if (!payment || !isMethod(payment.provider)) {
      throw new Error(`no provider for ${payment?.provider ?? "a missing payment"}`);
    }
    const stranded = { ...strandedOf(claimed), refundedBefore: await owedBefore(db, claimed) };
    await providerFor(payment.provider).giveBack(stranded, keyFor(claimed));
  } catch (error) {
    return refused(db, claimed, tries, error, now);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(paymentGiveBacks)
      .set({ status: "done", attempts: tries, lastError: null, doneAt: now, updatedAt: now })
      .where(eq(paymentGiveBacks.id, claimed.id));
    await tx
      .update(payments)
      .set({ status: "refunded", updatedAt: now })
      .where(
        and(
          eq(payments.id, claimed.paymentId),
          inArray(payments.status, ["refund_pending", "refund_failed"]),
        ),
      );
  });
  log().info(
    { payment: claimed.paymentId, giveBack: claimed.id, action: claimed.action, tries },
    "[payments] money given back",
  );
  return "done";
}

/**
 * The key sent to the provider: the same while tries go unanswered (so a refund that went
 * through before its answer was lost is answered, not repeated), a new one after each refusal.
 */
const keyFor = (row: GiveBackRow) =>
  row.refusals === 0 ? row.idempotencyKey : `${row.idempotencyKey}_${row.refusals}`;

async function refused(
  db: Db,
  row: GiveBackRow,
  tries: number,
  error: unknown,
  now: Date,
): Promise<GiveBackOutcome> {
  const reason = describeProviderError(error);
  const refusals = row.refusals + (isRefusal(error) ? 1 : 0);
  const wait = BACKOFF_MS[tries - 1];
  if (wait === undefined) {
    await db.transaction(async (tx) => {
      await tx
        .update(paymentGiveBacks)
        .set({ status: "failed", attempts: tries, refusals, lastError: reason, updatedAt: now })
        .where(eq(paymentGiveBacks.id, row.id));
      // A part refund leaves its payment captured: the rest of it is still the order's.
      if (row.reason !== PART_REFUND_REASON) {
        await tx
          .update(payments)
          .set({ status: "refund_failed", updatedAt: now })
          .where(eq(payments.id, row.paymentId));
      }
    });
    log().error(
      { payment: row.paymentId, giveBack: row.id, action: row.action, tries, reason },
      "[payments] give-back refused too often: a person must give this money back",
    );
    return "flagged";
  }
  const next = new Date(now.getTime() + wait);
  await db
    .update(paymentGiveBacks)
    .set({ attempts: tries, refusals, lastError: reason, nextAttemptAt: next, updatedAt: now })
    .where(eq(paymentGiveBacks.id, row.id));
  log().error(
    { payment: row.paymentId, giveBack: row.id, action: row.action, tries, reason, next },
    "[payments] give-back refused; kept and retried",
  );
  return "retrying";
}

/**
 * What earlier give-backs of the same provider reference owe (a part refund before a
 * cancellation's rest), refused-for-good ones left out: a person settles those by hand.
 */
async function owedBefore(db: Db, row: GiveBackRow): Promise<number> {
  const earlier = await db
    .select({ amount: paymentGiveBacks.amount })
    .from(paymentGiveBacks)
    .where(
      and(
        eq(paymentGiveBacks.paymentId, row.paymentId),
        eq(paymentGiveBacks.reference, row.reference),
        ne(paymentGiveBacks.id, row.id),
        ne(paymentGiveBacks.status, "failed"),
        lt(paymentGiveBacks.createdAt, row.createdAt),
      ),
    );
  return earlier.reduce((sum, other) => sum + other.amount, 0);
}

const strandedOf = (row: GiveBackRow): Stranded => ({
  action: row.action,
  reference: row.reference,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
});

/** Give-backs whose next try is due, oldest first (reconciliation's retry pass). */
export async function dueGiveBacks(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: paymentGiveBacks.id })
    .from(paymentGiveBacks)
    .where(and(eq(paymentGiveBacks.status, "pending"), lte(paymentGiveBacks.nextAttemptAt, now)))
    .orderBy(asc(paymentGiveBacks.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * What client care sees: give-backs not done yet (still retried, or left for a person), newest
 * first, with the order they belong to.
 */
export async function openGiveBacks(db: Db, limit = 50) {
  return db
    .select({
      id: paymentGiveBacks.id,
      orderId: payments.orderId,
      provider: payments.provider,
      action: paymentGiveBacks.action,
      reference: paymentGiveBacks.reference,
      amount: paymentGiveBacks.amount,
      currency: paymentGiveBacks.currency,
      reason: paymentGiveBacks.reason,
      status: paymentGiveBacks.status,
      attempts: paymentGiveBacks.attempts,
      nextAttemptAt: paymentGiveBacks.nextAttemptAt,
      lastError: paymentGiveBacks.lastError,
      createdAt: paymentGiveBacks.createdAt,
    })
    .from(paymentGiveBacks)
    .innerJoin(payments, eq(payments.id, paymentGiveBacks.paymentId))
    .where(inArray(paymentGiveBacks.status, ["pending", "failed"]))
    .orderBy(desc(paymentGiveBacks.createdAt))
    .limit(limit);
}

/**
 * A person fixed the cause (or wants the provider asked again): the give-back is due now with
 * a fresh count of tries. Returns whether it was found open.
 */
export async function retryGiveBack(db: Db, giveBackId: string, now = new Date()) {
  const [row] = await db
    .update(paymentGiveBacks)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentGiveBacks.id, giveBackId),
        inArray(paymentGiveBacks.status, ["pending", "failed"]),
      ),
    )
    .returning();
  if (row && row.reason !== PART_REFUND_REASON) {
    await db
      .update(payments)
      .set({ status: "refund_pending", updatedAt: now })
      .where(eq(payments.id, row.paymentId));
  }
  return Boolean(row);
}
