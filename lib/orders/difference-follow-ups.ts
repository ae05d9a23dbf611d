import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { attemptGiveBack, PART_REFUND_REASON, retryGiveBack } from "../checkout/give-back";
import {
  configuredProducts,
  orderDesignChangeEvents,
  orderDesignChanges,
  orders,
  paymentGiveBacks,
  products,
  retailStores,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import type { RetailStoreSlug } from "../retail/stores";

/**
 * Issue 38, "money is never stranded": the money of a design change that needs a person. A
 * difference charge the provider refused (the design stayed as it was: client care follows it
 * up with the client), and a refund of a difference the provider refused (a cheaper design's
 * part refund, or the charge of a change that lost the race with cutting). Client care sees them
 * per store in the staff strip, asks a refused refund again or closes either by hand with a
 * note; every action is in the change's history, which the list carries.
 */

/** The give-backs of a change: its own charge's, and its part refunds keyed by its id. */
const giveBackOfChange = or(
  eq(paymentGiveBacks.paymentId, orderDesignChanges.paymentId),
  and(
    eq(paymentGiveBacks.reason, PART_REFUND_REASON),
    sql`${paymentGiveBacks.idempotencyKey} like '%' || replace(${orderDesignChanges.id}::text, '-', '')`,
  ),
);

/** A give-back the provider refused: left for a person, or refused and waiting for a retry. */
const refusedGiveBack = or(
  eq(paymentGiveBacks.status, "failed"),
  and(eq(paymentGiveBacks.status, "pending"), sql`${paymentGiveBacks.refusals} > 0`),
);

type FollowUpAction = "retry" | "settle";

export type DifferenceFollowUp = {
  changeId: string;
  orderId: string;
  orderNumber: string | null;
  store: string;
  label: string;
  kind: "charge_refused" | "refund_refused";
  /** The difference, in cents: what was to be charged, or what is owed back. */
  amount: number;
  /** Why the provider refused (the change's note, or the refund's last error code). */
  reason: string | null;
  refund: { status: "pending" | "failed"; attempts: number; lastError: string | null } | null;
  at: Date;
  actions: FollowUpAction[];
  history: { kind: string; actor: string; note: string | null; at: Date }[];
};

type ChangeRow = typeof orderDesignChanges.$inferSelect;

/** What client care may do: ask a refused refund again; close either by hand. */
const followUpActions = (kind: DifferenceFollowUp["kind"]): FollowUpAction[] =>
  kind === "refund_refused" ? ["retry", "settle"] : ["settle"];

async function changeGiveBacks(db: Db, changeId: string) {
  return db
    .select({ giveBack: paymentGiveBacks })
    .from(paymentGiveBacks)
    .innerJoin(orderDesignChanges, giveBackOfChange)
    .where(eq(orderDesignChanges.id, changeId));
}

async function historyOf(db: Db, changeId: string) {
  const events = await db
    .select()
    .from(orderDesignChangeEvents)
    .where(eq(orderDesignChangeEvents.changeId, changeId))
    .orderBy(asc(orderDesignChangeEvents.occurredAt), asc(orderDesignChangeEvents.createdAt));
  return events.map((event) => ({
    kind: event.kind,
    actor: event.actor,
    note: event.note,
    at: event.occurredAt,
  }));
}

/** A change with what its follow-up shows: the order's number, its store, the new design's name. */
const followUpRows = (db: Db) =>
  db
    .select({
      change: orderDesignChanges,
      number: orders.number,
      store: retailStores.name,
      label: products.label,
    })
    .from(orderDesignChanges)
    .innerJoin(orders, eq(orders.id, orderDesignChanges.orderId))
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .leftJoin(
      configuredProducts,
      eq(configuredProducts.id, orderDesignChanges.toConfiguredProductId),
    )
    .leftJoin(products, eq(products.id, configuredProducts.productId));

/** The open follow-ups of one store or all, oldest first. */
export async function openDifferenceFollowUps(
  db: Db,
  store: RetailStoreSlug | null,
  limit = 100,
): Promise<DifferenceFollowUp[]> {
  const base = () => followUpRows(db);
  const inStore = store ? eq(retailStores.name, store) : undefined;
  const [refusedCharges, refusedRefunds] = await Promise.all([
    base()
      .where(
        and(
          eq(orderDesignChanges.status, "charge_refused"),
          isNull(orderDesignChanges.settledAt),
          inStore,
        ),
      )
      .orderBy(asc(orderDesignChanges.updatedAt))
      .limit(limit),
    base()
      .innerJoin(paymentGiveBacks, giveBackOfChange)
      .where(and(isNull(orderDesignChanges.settledAt), refusedGiveBack, inStore))
      .orderBy(asc(orderDesignChanges.updatedAt))
      .limit(limit),
  ]);
  const seen = new Map<string, DifferenceFollowUp>();
  const add = async (
    row: (typeof refusedCharges)[number],
    kind: DifferenceFollowUp["kind"],
  ): Promise<void> => {
    if (seen.has(row.change.id)) return;
    seen.set(row.change.id, await followUpOf(db, row.change, kind, row));
  };
  for (const row of refusedRefunds) await add(row, "refund_refused");
  for (const row of refusedCharges) await add(row, "charge_refused");
  return [...seen.values()].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(0, limit);
}

async function followUpOf(
  db: Db,
  change: ChangeRow,
  kind: DifferenceFollowUp["kind"],
  row: { number: string | null; store: string; label: string | null },
): Promise<DifferenceFollowUp> {
  let refund: DifferenceFollowUp["refund"] = null;
  let reason = change.note;
  let amount = Math.abs(change.difference);
  if (kind === "refund_refused") {
    const gives = (await changeGiveBacks(db, change.id)).map((r) => r.giveBack);
    const open = gives.filter((give) => give.status !== "done");
    const failed = open.find((give) => give.status === "failed");
    refund = {
      status: failed ? "failed" : "pending",
      attempts: open.reduce((sum, give) => sum + give.attempts, 0),
      lastError: (failed ?? open[0])?.lastError ?? null,
    };
    amount = open.reduce((sum, give) => sum + give.amount, 0);
    reason = refund.lastError ?? reason;
  }
  return {
    changeId: change.id,
    orderId: change.orderId,
    orderNumber: row.number,
    store: row.store,
    // The design a change was made to: erased with its client's data, the change still stands.
    label: row.label ?? "A made-to-order bag",
    kind,
    amount,
    reason,
    refund,
    at: change.updatedAt,
    actions: change.settledAt ? [] : followUpActions(kind),
    history: await historyOf(db, change.id),
  };
}

export type FollowUpActionInput = {
  changeId: string;
  email: string;
  action: FollowUpAction;
  note: string;
};

/** Client care's action in the change's history, with its note and who acted. */
async function recordAction(
  db: Db | Tx,
  change: ChangeRow,
  kind: "refund_retried" | "settled",
  input: FollowUpActionInput,
  at: Date,
) {
  await db.insert(orderDesignChangeEvents).values({
    changeId: change.id,
    orderId: change.orderId,
    kind,
    note: input.note,
    actor: `staff:${input.email}`,
    occurredAt: at,
  });
}

/**
 * Client care acts on a follow-up, with a note in the change's history. `retry`: every refused
 * or waiting refund of the change is due now with fresh tries, and tried at once. `settle`: the
 * money was settled by hand; the change leaves the list, and its refunds still waiting are
 * stopped (marked failed with the reason) so reconciliation never pays a second time.
 */
export async function actOnDifferenceFollowUp(
  db: Db,
  input: FollowUpActionInput,
  now = new Date(),
): Promise<DifferenceFollowUp> {
  const [found] = await followUpRows(db).where(eq(orderDesignChanges.id, input.changeId));
  if (!found) throw DomainError.notFound("Design change");
  const { change } = found;
  if (change.settledAt) {
    throw DomainError.conflict(
      "Client care settled this change already.",
      "difference_already_settled",
    );
  }
  const gives = (await changeGiveBacks(db, change.id)).map((r) => r.giveBack);
  const open = gives.filter((give) => give.status === "pending" || give.status === "failed");
  const refusedRefund = open.some((give) => give.status === "failed" || give.refusals > 0);
  if (change.status !== "charge_refused" && !refusedRefund) {
    throw DomainError.conflict(
      "This design change has no refused charge or refund to follow up.",
      "difference_not_open",
    );
  }
  const kind: DifferenceFollowUp["kind"] = refusedRefund ? "refund_refused" : "charge_refused";
  if (input.action === "retry") {
    if (kind !== "refund_refused") {
      throw DomainError.conflict(
        "A refused charge is not asked again without the client: settle it with them and note how.",
        "difference_retry_not_open",
      );
    }
    for (const give of open) {
      await retryGiveBack(db, give.id, now);
      await attemptGiveBack(db, give.id, now);
    }
    await recordAction(db, change, "refund_retried", input, now);
  } else {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orderDesignChanges)
        .set({ settledAt: now, updatedAt: now })
        .where(and(eq(orderDesignChanges.id, change.id), isNull(orderDesignChanges.settledAt)))
        .returning({ id: orderDesignChanges.id });
      if (!claimed) {
        throw DomainError.conflict(
          "Client care settled this change already.",
          "difference_already_settled",
        );
      }
      const waiting = open.filter((give) => give.status === "pending").map((give) => give.id);
      if (waiting.length > 0) {
        await tx
          .update(paymentGiveBacks)
          .set({ status: "failed", lastError: "settled_by_client_care", updatedAt: now })
          .where(
            and(inArray(paymentGiveBacks.id, waiting), eq(paymentGiveBacks.status, "pending")),
          );
      }
      await recordAction(tx, change, "settled", input, now);
    });
  }
  const [after] = await db
    .select()
    .from(orderDesignChanges)
    .where(eq(orderDesignChanges.id, change.id));
  return followUpOf(db, after ?? change, kind, found);
}

/** The API's words for a follow-up. */
export const followUpAnswer = (item: DifferenceFollowUp) => ({
  change_id: item.changeId,
  order_id: item.orderId,
  order_number: item.orderNumber,
  store: item.store,
  label: item.label,
  kind: item.kind,
  amount: item.amount,
  reason: item.reason,
  refund: item.refund
    ? {
        status: item.refund.status,
        attempts: item.refund.attempts,
        last_error: item.refund.lastError,
      }
    : null,
  at: item.at.toISOString(),
  actions: item.actions,
  history: item.history.map((event) => ({
    kind: event.kind,
    actor: event.actor,
    note: event.note,
    at: event.at.toISOString(),
  })),
});
