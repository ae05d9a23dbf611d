import "server-only";
import { and, eq, gt, lt, type SQL } from "drizzle-orm";
import { webauthnChallenges, WEBAUTHN_PURPOSES } from "../db/schema";
import type { Db } from "../db/types";

/** Minutes a ceremony may take: the browser's own timeout, with a little room for the network. */
const CHALLENGE_TTL_MINUTES = 5;
/** Ceremonies a session may have open at once (several tabs); older ones are dropped. */
const OPEN_PER_SESSION = 5;

type Purpose = (typeof WEBAUTHN_PURPOSES)[number];
type Binding = { purpose: Purpose; sessionId: string; customerId: string | null; rpId: string };

/**
 * Keeps a challenge the server made (the library's random 32 bytes) for this session. Expired
 * challenges everywhere, and this session's oldest beyond a handful, are dropped on the way.
 */
export async function keepChallenge(db: Db, challenge: string, binding: Binding, now = new Date()) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const open = await db
    .select({ challenge: webauthnChallenges.challenge, createdAt: webauthnChallenges.createdAt })
    .from(webauthnChallenges)
    .where(eq(webauthnChallenges.sessionId, binding.sessionId));
  const stale = open
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(OPEN_PER_SESSION - 1);
  for (const row of stale) {
    await db.delete(webauthnChallenges).where(eq(webauthnChallenges.challenge, row.challenge));
  }
  await db.insert(webauthnChallenges).values({
    challenge,
    ...binding,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MINUTES * 60_000),
  });
}

/**
 * Spends the challenge a response names, if this session asked for it for this purpose (and
 * customer) and it is still fresh. One delete decides, so of two responses racing on one
 * challenge only one gets true.
 */
export async function spendChallenge(
  db: Db,
  challenge: string,
  binding: Binding,
  now = new Date(),
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, binding.purpose),
    eq(webauthnChallenges.sessionId, binding.sessionId),
    eq(webauthnChallenges.rpId, binding.rpId),
    gt(webauthnChallenges.expiresAt, now),
  ];
  if (binding.customerId) conditions.push(eq(webauthnChallenges.customerId, binding.customerId));
  const spent = await db
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length === 1;
}
