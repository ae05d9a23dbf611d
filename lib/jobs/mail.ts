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

/** Mails queued by answers sent within this long of each other go out together. */
const GATHER_MS = 250;
/** However busy the server, a queued mail waits no longer than this for its round. */
const LONGEST_GATHER_MS = 2_000;

type Kicks = {
  /** Answers gathered for the next round: it starts once none came for GATHER_MS. */
  gathering: {
    sent: Promise<void>;
    start: () => void;
    timer: NodeJS.Timeout;
    since: number;
  } | null;
  /** The round sending now, and whether answers came meanwhile that want one more. */
  running: { sent: Promise<void>; again: boolean } | null;
};
const KICKED = Symbol.for("atelier.mailKicks");
const kicks = globalThis as { [KICKED]?: Kicks };

/**
 * After the answer has gone out, sends what the request queued, so a mail arrives within a
 * second or two; the server's timer (lib/jobs/timers.ts) retries whatever this misses. Answers
 * sent together share the work: the round starts once the answers stop coming for a quarter of
 * a second (two seconds at most), so a burst of orders is answered first and mailed right after
 * rather than every answer claiming, rendering and writing mails while the others wait for the
 * same server.
 */
export function kickMailDelivery(): void {
  after(() => deliverSoon());
}

function deliverSoon(): Promise<void> {
  const state = (kicks[KICKED] ??= { gathering: null, running: null });
  const now = Date.now();
  const gathering = state.gathering;
  if (gathering) {
    clearTimeout(gathering.timer);
    const wait = Math.max(0, Math.min(GATHER_MS, gathering.since + LONGEST_GATHER_MS - now));
    gathering.timer = setTimeout(gathering.start, wait);
    return gathering.sent;
  }
  let start = () => {};
  const sent = new Promise<void>((resolve) => {
    start = () => {
      state.gathering = null;
      resolve(deliverRounds(state));
    };
  });
  state.gathering = { sent, start, timer: setTimeout(start, GATHER_MS), since: now };
  return sent;
}

/** Rounds go on while answers ask for one more or a round found a full batch. */
function deliverRounds(state: Kicks): Promise<void> {
  if (state.running) {
    state.running.again = true;
    return state.running.sent;
  }
  const running = { sent: Promise.resolve(), again: false };
  running.sent = (async () => {
    try {
      let full = false;
      do {
        running.again = false;
        const report = await deliverMail();
        full = report.sent + report.retrying + report.failed >= BATCH;
      } while (running.again || full);
    } catch (error) {
      log().error({ err: error }, "[mail] delivery failed");
    } finally {
      state.running = null;
    }
  })();
  state.running = running;
  return running.sent;
}
