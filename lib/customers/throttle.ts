import "server-only";
import { eq, sql } from "drizzle-orm";
import { authThrottles } from "../db/schema";
import type { Db } from "../db/types";
import { clientNetwork } from "../http/client-network";

/**
 * Sign-in throttling, kept in the database so every app server sees the same counts. Failures
 * stop the guesser, not the owner (OWASP's device cookies): they count per account *and client
 * address* (`account-ip:`), per client address (`ip:`), and per account from browsers that never
 * signed in to it (`account:`, a higher limit, for guesses spread over many addresses). A browser
 * holding a device cookie from an earlier sign-in to the account counts on that cookie only
 * (`device:`), so the owner's own browser still gets in while strangers are locked out, even
 * from an address many people share (issue 25: a kiosk, an office, a mobile carrier).
 *
 * The address key and the account key are the keys strangers share with the owner (the owner's
 * new browser is one more "browser that never signed in"), so their locks never decide alone:
 * `signInGate` turns them into a sign-in finished by mail (see account.ts `authenticate`), and
 * only the guesser's own key (`account-ip:`, `device:`) refuses outright (issue 35). Passkeys
 * are not under this throttle at all (lib/passkeys/service.ts).
 *
 * Every attempt is counted before the password is checked, in one upsert that returns the new
 * count, so a burst of parallel guesses cannot all slip past the limit; a successful attempt is
 * given back afterwards. The attempt that reaches the limit is still checked; the ones after it
 * are refused until the lock ends.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountLimit: 5,
  untrustedAccountLimit: 20,
  ipLimit: 30,
} as const;

/**
 * `shared`: a key the owner's attempts count on alongside strangers' (the client address, the
 * account from new browsers), see `signInGate`.
 */
export type ThrottleKey = { key: string; limit: number; shared?: boolean };

/** Who is trying: the client address, and the device cookie's id when it is for this account. */
export type SignInClient = { ip: string; device: string | null };

/**
 * The specific key first (it is cleared on success), then the others. A browser the account
 * knows counts on its own key only: a crowd of guessers behind its address cannot stop it.
 */
export function throttleKeys(email: string, client: SignInClient): ThrottleKey[] {
  if (client.device) return [{ key: `device:${client.device}`, limit: THROTTLE.accountLimit }];
  // An IPv6 guesser holds a whole /64: its addresses are one client here, as for guest tracking.
  const network = clientNetwork(client.ip);
  return [
    { key: `account-ip:${email}|${network}`, limit: THROTTLE.accountLimit },
    { key: `account:${email}`, limit: THROTTLE.untrustedAccountLimit, shared: true },
    { key: `ip:${network}`, limit: THROTTLE.ipLimit, shared: true },
  ];
}

/**
 * What the counted attempt may do: `check` the password as usual; `refuse` it unchecked (this
 * client's own key for the account is locked: its guesser is stopped); or, when only shared keys
 * are locked (the client address, the account from new browsers), `mail`: the password is
 * checked, the answer is the same whatever the result, and only a right password gets the
 * account's inbox a link to finish signing in. `seconds` is when to try again directly.
 */
export type SignInGate =
  { kind: "check" } | { kind: "refuse"; seconds: number } | { kind: "mail"; seconds: number };

/** `waits[i]` is what `takeAttemptPerKey` said for `keys[i]`. */
export function signInGate(keys: ThrottleKey[], waits: number[]): SignInGate {
  const locked = keys
    .map((key, i) => ({ shared: key.shared === true, wait: waits[i] ?? 0 }))
    .filter((k) => k.wait > 0);
  if (locked.length === 0) return { kind: "check" };
  const seconds = Math.max(...locked.map((k) => k.wait));
  return locked.every((k) => k.shared) ? { kind: "mail", seconds } : { kind: "refuse", seconds };
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Counts one attempt on each key; the seconds to wait when any key is over its limit, else 0. */
export async function takeAttempt(db: Db, keys: ThrottleKey[], now = new Date()): Promise<number> {
  return Math.max(0, ...(await takeAttemptPerKey(db, keys, now)));
}

/** Counts one attempt on each key; per key, the seconds it is still locked for (0 when open). */
export async function takeAttemptPerKey(
  db: Db,
  keys: ThrottleKey[],
  now = new Date(),
): Promise<number[]> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMs);
  const waits: number[] = [];
  for (const { key, limit } of keys) {
    const t = authThrottles;
    const locked = sql`coalesce(${t.lockedUntil} > ${at(now)}, false)`;
    const restart = sql`(${t.windowStartedAt} < ${at(windowStart)} and not ${locked})`;
    const failures = sql`case when ${restart} then 1 else ${t.failures} + 1 end`;
    const [row] = await db
      .insert(t)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: limit <= 1 ? lockUntil : null,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${restart} then ${at(now)} else ${t.windowStartedAt} end`,
          lockedUntil: sql`case when ${locked} then ${t.lockedUntil} when ${failures} >= ${limit} then ${at(lockUntil)} else null end`,
        },
      })
      .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
    const until = row && row.failures > limit ? row.lockedUntil : null;
    waits.push(until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0);
  }
  return waits;
}

/**
 * After a right password: this client's count for the account starts afresh, and the shared
 * keys get this attempt back (their earlier failures still count, so one right guess does not
 * reset an attacker).
 */
export async function giveBackAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  const [own, ...others] = keys;
  if (own) await db.delete(authThrottles).where(eq(authThrottles.key, own.key));
  for (const { key } of others) {
    await db
      .update(authThrottles)
      .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
      .where(eq(authThrottles.key, key));
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
