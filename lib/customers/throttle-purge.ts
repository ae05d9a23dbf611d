import "server-only";
import { and, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { authThrottles } from "../db/schema";
import type { Db } from "../db/types";
import { THROTTLE } from "./throttle";

/** Rows deleted per statement: each delete holds its row locks briefly, whatever the backlog. */
const PURGE_BATCH = 1000;

/**
 * Deletes throttle rows that no longer hold anything (issue 35): the window began more than a
 * window ago and no lock is running. `takeAttemptPerKey` restarts such a row at one failure, just
 * as it inserts a missing one, so deleting it changes no answer; a row that is locked stays until
 * its lock ends (staff list locked associates from it). Run by the jobs timer on every server:
 * the deletes are idempotent. The conditions are repeated outside the batch's sub-select, so a
 * row an attempt restarts meanwhile is re-checked by PostgreSQL (read committed) and kept.
 * Returns how many rows went.
 */
export async function purgeOldThrottles(db: Db, now = new Date()): Promise<number> {
  const t = authThrottles;
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const spent = and(
    lt(t.windowStartedAt, windowStart),
    or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
  );
  let total = 0;
  for (;;) {
    const batch = db.select({ key: t.key }).from(t).where(spent).limit(PURGE_BATCH);
    const gone = await db
      .delete(t)
      .where(and(inArray(t.key, batch), spent))
      .returning({ key: t.key });
    total += gone.length;
    if (gone.length < PURGE_BATCH) return total;
  }
}
