import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { apiTokens, customers } from "../db/schema";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * API token lifetimes (OWASP ASVS 5, 7.3): a token unused for 30 days dies (the web session
 * cookie that carries it lasts as long), and none lives past 180 days whatever its use, so a
 * token copied once cannot be kept alive for ever by a script. `lastUsedAt` and the sliding
 * expiry are written at most every 10 minutes: a write per request would cost every page.
 */
export const API_TOKEN_LIFETIME = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 180 * DAY_MS,
  touchEveryMs: 10 * 60 * 1000,
} as const;

const IDLE_INTERVAL = `${API_TOKEN_LIFETIME.idleMs / 1000} seconds`;

/** When a token used at `now` expires: the idle lifetime from now, capped by the absolute one. */
export function slidingExpiry(createdAt: Date, now: Date): Date {
  const idle = now.getTime() + API_TOKEN_LIFETIME.idleMs;
  const absolute = createdAt.getTime() + API_TOKEN_LIFETIME.absoluteMs;
  return new Date(Math.min(idle, absolute));
}

/**
 * A new single-use link for the mail: the token the link carries, and what the table keeps of it
 * (only its hash, and when it expires).
 */
export function newMailedLink(ttlMs: number) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    stored: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) },
  };
}

/** Issues a new api token; only its hash is stored. */
export async function issueApiToken(db: Db, customerId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(apiTokens).values({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: slidingExpiry(now, now),
  });
  return token;
}

export type Customer = typeof customers.$inferSelect;

/**
 * The customer of a live token, or null. Tokens issued before expiry was written (no
 * `expires_at`) count from their creation.
 */
export async function customerByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Customer | null> {
  if (token.length < 20 || token.length > 200) return null;
  const absoluteFloor = new Date(now.getTime() - API_TOKEN_LIFETIME.absoluteMs);
  const rows = await db
    .select({ customer: customers, token: apiTokens })
    .from(apiTokens)
    .innerJoin(customers, eq(customers.id, apiTokens.customerId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        gt(apiTokens.createdAt, absoluteFloor),
        sql`coalesce(${apiTokens.expiresAt}, ${apiTokens.createdAt} + ${IDLE_INTERVAL}::interval) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= API_TOKEN_LIFETIME.touchEveryMs) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now, expiresAt: slidingExpiry(row.token.createdAt, now) })
      .where(eq(apiTokens.id, row.token.id));
  }
  return row.customer;
}

export async function revokeApiToken(db: Db, token: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, hashToken(token)));
}
