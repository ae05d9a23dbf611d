import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { privacyForgetJobs } from "../db/schema";
import type { Db } from "../db/types";
import { forgetAtEmailMarketing, type ForgetOutcome } from "../integrations/email-marketing-forget";
import { log } from "../log";
import { FORGET_LEASE_MS, forgetRetryDelayMs } from "./rules";

type Forget = (email: string) => Promise<ForgetOutcome>;

export type ForgetReport = { told: number; waiting: number };

/**
 * Issue 37: tells the third parties what erasures queued, after those committed. Each due job is
 * claimed first (attempts + 1, pushed out by a lease, rows another server holds skipped), so
 * several servers share the work and a crash mid-call only delays it; then the service is
 * called outside any transaction (its own timeout, lib/integrations/email-marketing-forget.ts).
 * Told: the job is done and its address cleared. Not told: retried with a backoff, from the
 * request's answer and the jobs timer alike, until the service accepts.
 */
export async function runDueForgetJobs(
  db: Db,
  forget: Forget = forgetAtEmailMarketing,
  limit = 20,
): Promise<ForgetReport> {
  const due = db
    .select({ id: privacyForgetJobs.id })
    .from(privacyForgetJobs)
    .where(
      and(
        eq(privacyForgetJobs.status, "pending"),
        lte(privacyForgetJobs.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(privacyForgetJobs.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(privacyForgetJobs)
    .set({
      attempts: sql`${privacyForgetJobs.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${FORGET_LEASE_MS / 1000})`,
    })
    .where(inArray(privacyForgetJobs.id, due))
    .returning();
  const report: ForgetReport = { told: 0, waiting: 0 };
  for (const job of claimed) {
    const outcome: ForgetOutcome = job.email
      ? await forget(job.email)
      : { kind: "retry", reason: "no address kept" };
    if (outcome.kind === "retry") {
      report.waiting += 1;
      log().warn(
        { job: job.id, target: job.target, attempts: job.attempts, reason: outcome.reason },
        "[privacy] a service was not told to forget yet; retrying later",
      );
      await db
        .update(privacyForgetJobs)
        .set({
          lastError: outcome.reason,
          nextAttemptAt: new Date(Date.now() + forgetRetryDelayMs(job.attempts)),
        })
        .where(eq(privacyForgetJobs.id, job.id));
      continue;
    }
    report.told += 1;
    await db
      .update(privacyForgetJobs)
      .set({
        status: "done",
        email: null,
        lastError: outcome.kind === "not_configured" ? "not configured, nothing to tell" : null,
        doneAt: new Date(),
      })
      .where(eq(privacyForgetJobs.id, job.id));
  }
  return report;
}
