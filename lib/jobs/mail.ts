import "server-only";
import { after } from "next/server";
import { renderOrderConfirmation } from "../checkout/confirmation-mail";
import { db } from "../db/client";
import { log } from "../log";
import { deliverDueMails, type DeliveryReport } from "../mail/outbox";
import { gathered } from "../shared-state/gathered";

/** How many mails one delivery claims at a time. */
const BATCH = 20;

/** Sends every mail that is due (the order confirmation rendered from its order). */
export async function deliverMail(): Promise<DeliveryReport> {
  return deliverDueMails(await db(), renderOrderConfirmation, { limit: BATCH });
}

/** Rounds go on while one finds a full batch. */
const deliverGathered = gathered(
  "mail",
  async () => {
    const report = await deliverMail();
    return report.sent + report.retrying + report.failed >= BATCH;
  },
  (error) => log().error({ err: error }, "[mail] delivery failed"),
);

/**
 * After the answer has gone out, sends what the request queued, so a mail arrives within a
 * second or two; the server's timer (lib/jobs/timers.ts) retries whatever this misses. Answers
 * sent together share the work (lib/shared-state/gathered.ts): a burst of orders is answered first and
 * mailed right after, rather than every answer claiming, rendering and writing mails while the
 * others wait for the same server.
 */
export function kickMailDelivery(): void {
  after(() => deliverGathered(undefined));
}
