import "server-only";
import { eq, sql } from "drizzle-orm";
import { paymentEvents } from "../db/schema";
import type { Db, Tx } from "../db/types";
import type { PaymentEvent } from "./types";

/**
 * Webhook events reach orders through one registered handler. It runs inside the transaction
 * that records the event id, so an event is either handled and recorded, or neither (and the
 * provider retries it). Registration lives on globalThis because route bundles are separate
 * module graphs in one process (see lib/db/client.ts).
 */
export type PaymentEventHandler = (event: PaymentEvent, tx: Tx) => Promise<void>;

const key = Symbol.for("atelier.payments.eventHandler");
type Holder = { [key]?: PaymentEventHandler };

export function registerPaymentEventHandler(handler: PaymentEventHandler | undefined): void {
  (globalThis as Holder)[key] = handler;
}

export const paymentEventHandler = (): PaymentEventHandler | undefined =>
  (globalThis as Holder)[key];

export class NoPaymentEventHandler extends Error {
  constructor() {
    super("No payment event handler is registered; the provider will retry this event.");
  }
}

/**
 * `payment_events.event_id` is unique on its own (not per provider), so the provider is folded
 * into the stored id: `stripe:evt_…`, `paypal:WH-…`.
 */
export const storedEventId = (event: Pick<PaymentEvent, "provider" | "eventId">) =>
  `${event.provider}:${event.eventId}`;

/**
 * Records the event and runs the handler, once per provider event id. A concurrent delivery of
 * the same event waits on the unique index and then sees it as a duplicate.
 */
export async function processPaymentEventOnce(
  db: Db,
  event: PaymentEvent,
  handler: PaymentEventHandler | undefined = paymentEventHandler(),
): Promise<"processed" | "duplicate"> {
  if (!handler) throw new NoPaymentEventHandler();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: storedEventId(event) })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";
    await handler(event, tx);
    return "processed";
  });
}

/** For tests and diagnostics: how many times an event id was recorded (0 or 1). */
export async function recordedEventCount(
  db: Db,
  event: Pick<PaymentEvent, "provider" | "eventId">,
) {
  const result = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, storedEventId(event)));
  return result[0]?.n ?? 0;
}
