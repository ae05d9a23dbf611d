import "server-only";
import { after } from "next/server";
import { renderOrderConfirmation } from "../checkout/confirmation-mail";
import { db } from "../db/client";
import { log } from "../log";
import { deliverDueMails, type DeliveryReport } from "../mail/outbox";

/** How many mails one delivery claims at a time. */
const BATCH = 20;

/** Sends every mail that is due (the order confirmation rendered from its order). */
export async function deliverMail(): Promise<DeliveryReport> {
  return deliverDueMails(await db(), renderOrderConfirmation, { limit: BATCH });
}

const KICKED = Symbol.for("atelier.mailKicked");
const kicked = globalThis as { [KICKED]?: { running: Promise<void>; again: boolean } };

/**
 * After the answer has gone out, sends what the request queued, so a mail arrives in seconds;
 * the server's timer (lib/jobs/timers.ts) retries whatever this misses. Requests answered
 * together share the work: while a delivery runs, the ones answered meanwhile ask for one more
 * round, and rounds go on while they find a full batch, rather than every request claiming
 * (and racing for) the same mails.
 */
export function kickMailDelivery(): void {
  after(() => deliverKicked());
}

function deliverKicked(): Promise<void> {
  const current = kicked[KICKED];
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { running: Promise.resolve(), again: false };
  state.running = (async () => {
    try {
      let full = false;
      do {
        state.again = false;
        const report = await deliverMail();
        full = report.sent + report.retrying + report.failed >= BATCH;
      } while (state.again || full);
    } catch (error) {
      log().error({ err: error }, "[mail] delivery failed");
    } finally {
      delete kicked[KICKED];
    }
  })();
  kicked[KICKED] = state;
  return state.running;
}
