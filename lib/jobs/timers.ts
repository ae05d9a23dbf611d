import "server-only";
import { log } from "../log";
import { deliverMail } from "./mail";

const MAIL_EVERY_MS = 15_000;
let started = false;

/**
 * The server's background work, started once per process from instrumentation.ts: the mail
 * outbox is drained on a timer, so a mail that failed is retried even when no request comes.
 * Timers are unref'd: they never keep a stopping process alive.
 */
export function startBackgroundJobs(): void {
  if (started) return;
  started = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverMail();
    } catch (error) {
      log().error({ err: error }, "[jobs] mail delivery failed");
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), MAIL_EVERY_MS).unref();
}
