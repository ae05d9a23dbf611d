import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../db/types";
import { apiTokens, customers } from "../db/schema";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues a new api token; only its hash is stored. */
export async function issueApiToken(db: Db, customerId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(apiTokens).values({ customerId, tokenHash: hashToken(token) });
  return token;
}

export type Customer = typeof customers.$inferSelect;

export async function customerByToken(db: Db, token: string): Promise<Customer | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({ customer: customers })
    .from(apiTokens)
    .innerJoin(customers, eq(customers.id, apiTokens.customerId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return rows[0]?.customer ?? null;
}

export async function revokeApiToken(db: Db, token: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, hashToken(token)));
}
