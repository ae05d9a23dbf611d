import "server-only";
import { after } from "next/server";
import { renderOrderConfirmation } from "../checkout/confirmation-mail";
import { db } from "../db/client";
import { log } from "../log";
import { deliverDueMails, type DeliveryReport } from "../mail/outbox";

/** Sends every mail that is due (the order confirmation rendered from its order). */
export async function deliverMail(): Promise<DeliveryReport> {
  return deliverDueMails(await db(), renderOrderConfirmation);
}

/**
 * After the answer has gone out, sends what the request queued, so a mail arrives in seconds;
 * the server's timer (lib/jobs/timers.ts) retries whatever this misses.
 */
export function kickMailDelivery(): void {
  after(() =>
    deliverMail().catch((error: unknown) => log().error({ err: error }, "[mail] delivery failed")),
  );
}
