import "server-only";
import { database } from "../db/client";
import { log } from "../log";
import { purgeOldThrottles } from "../customers/throttle-purge";
import { purgeExpiredTrackingGrants } from "../orders/tracking";
import { sweepRepairPhotos } from "../orders/repair-photo-sweep";
import { forgetOldIdempotencyKeys } from "../partners/idempotency";
import { runDueForgetJobs } from "../privacy/forget";
import { forgetExpiredPrivacyLinks } from "../privacy/requests";
import { deliverMail } from "./mail";
import { runReconciliation } from "./reconcile";

const MAIL_EVERY_MS = 15_000;
const RECONCILE_EVERY_MS = 5 * 60_000;
const FORGET_KEYS_EVERY_MS = 60 * 60_000;
const PURGE_EVERY_MS = 5 * 60_000;
const FORGET_EVERY_MS = 60_000;
const PHOTO_SWEEP_EVERY_MS = 60 * 60_000;
let started = false;

/**
 * The server's background work, started once per process from instrumentation.ts: the mail
 * outbox is drained on a timer, so a mail that failed is retried even when no request comes, and
 * orders a crash left half-placed are reconciled (one server at a time, lib/jobs/reconcile.ts),
 * and partners' old Idempotency-Keys are forgotten (a delete every server may run), as are
 * throttle rows past their window and guest-tracking grants past their end (issue 35), and
 * repair photos no row names are swept (issue 38).
 * Timers are unref'd: they never keep a stopping process alive.
 */
export function startBackgroundJobs(): void {
  if (started) return;
  started = true;
  every(MAIL_EVERY_MS, "mail delivery", deliverMail);
  every(RECONCILE_EVERY_MS, "reconciliation", runReconciliation);
  every(FORGET_KEYS_EVERY_MS, "idempotency keys", async () =>
    forgetOldIdempotencyKeys((await database()).db),
  );
  every(PURGE_EVERY_MS, "expired throttles and tracking grants", async () => {
    const { db } = await database();
    await purgeOldThrottles(db);
    await purgeExpiredTrackingGrants(db);
    await forgetExpiredPrivacyLinks(db);
  });
  // Issue 37: services an erasure must tell, retried until they accept.
  every(FORGET_EVERY_MS, "privacy forget calls", async () =>
    runDueForgetJobs((await database()).db),
  );
  // Issue 38: repair photo objects no row names (a crash between the store and the database,
  // a removal that failed) are deleted. Every server may run it: deleting an object twice is
  // harmless, and the grace period keeps a request in flight safe on any server.
  every(PHOTO_SWEEP_EVERY_MS, "repair photo sweep", async () =>
    sweepRepairPhotos((await database()).db),
  );
}

/** Runs `job` every `ms`, never two at once in this process. */
function every(ms: number, name: string, job: () => Promise<unknown>): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      log().error({ err: error }, `[jobs] ${name} failed`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), ms).unref();
}
