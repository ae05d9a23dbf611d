import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { authThrottles } from "../db/schema";
import type { Db } from "../db/types";

/**
 * Sign-in throttling, kept in the database so every app server sees the same counts. A key is
 * an account (`account:<e-mail>`, counted whether or not the account exists, so the lock itself
 * reveals nothing) or a client address (`ip:<address>`). Failures inside the window add up; at
 * the limit the key is locked for the lock time. A success clears the account's key only: an
 * attacker's address stays counted after they guess one password right.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountLimit: 5,
  ipLimit: 30,
} as const;

export type ThrottleKey = { key: string; limit: number };

export const throttleKeys = (email: string, ip: string): ThrottleKey[] => [
  { key: `account:${email}`, limit: THROTTLE.accountLimit },
  { key: `ip:${ip}`, limit: THROTTLE.ipLimit },
];

/** Seconds until the longest lock among the keys ends, or 0 when none is locked. */
export async function lockedFor(db: Db, keys: ThrottleKey[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(
      inArray(
        authThrottles.key,
        keys.map((k) => k.key),
      ),
    );
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts one failure on each key in one statement per key (an upsert, so two servers counting
 * at once never lose a failure), and locks the keys that reach their limit.
 */
export async function recordFailure(db: Db, keys: ThrottleKey[], now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMs);
  for (const { key, limit } of keys) {
    const fresh = sql`${authThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
    const failures = sql`case when ${fresh} then 1 else ${authThrottles.failures} + 1 end`;
    await db
      .insert(authThrottles)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: limit <= 1 ? lockUntil : null,
      })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${authThrottles.lockedUntil} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
