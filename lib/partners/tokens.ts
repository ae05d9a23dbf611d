import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { DomainError } from "../errors";
import { partnerTokens } from "../db/schema";
import type { Db } from "../db/types";
import { PARTNER_TOKEN_PREFIX, type PartnerScope } from "./scopes";

/** The partner a request's bearer token names (issue 26). */
export type Partner = { id: string; name: string; scopes: PartnerScope[] };

/** 32 random bytes after a prefix that says what it is (secret scanners key on it). */
const newPartnerToken = () => `${PARTNER_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
/** The token is random and long: a fast hash is enough, and the database keeps only this. */
const partnerTokenHash = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** The unrevoked partner whose token this is, or null; marks it used in the same statement. */
export async function partnerByToken(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<Partner | null> {
  if (!token || !token.startsWith(PARTNER_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .update(partnerTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(partnerTokens.tokenHash, partnerTokenHash(token)), isNull(partnerTokens.revokedAt)),
    )
    .returning({ id: partnerTokens.id, name: partnerTokens.name, scopes: partnerTokens.scopes });
  return row ? { ...row, scopes: row.scopes as PartnerScope[] } : null;
}

/** Makes a token: only its hash is stored, the token itself is returned once. */
export async function createPartnerToken(
  db: Db,
  input: { name: string; scopes: PartnerScope[]; createdBy: string },
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const token = newPartnerToken();
  const [row] = await db
    .insert(partnerTokens)
    .values({
      name: input.name,
      scopes: [...new Set(input.scopes)],
      tokenHash: partnerTokenHash(token),
      createdBy: input.createdBy,
      createdAt: now,
    })
    .returning({ id: partnerTokens.id });
  if (!row) throw new Error("the partner token was not stored");
  return { id: row.id, token };
}

export type PartnerTokenRow = {
  id: string;
  name: string;
  scopes: string[];
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Newest first; revoked ones only with `all`. Never the token (it is not kept). */
export async function listPartnerTokens(db: Db, all = false): Promise<PartnerTokenRow[]> {
  return db
    .select({
      id: partnerTokens.id,
      name: partnerTokens.name,
      scopes: partnerTokens.scopes,
      createdBy: partnerTokens.createdBy,
      createdAt: partnerTokens.createdAt,
      lastUsedAt: partnerTokens.lastUsedAt,
      revokedAt: partnerTokens.revokedAt,
    })
    .from(partnerTokens)
    .where(all ? undefined : isNull(partnerTokens.revokedAt))
    .orderBy(desc(partnerTokens.createdAt));
}

/** Refused from its next request on; revoking twice keeps the first time; 404 for no such id. */
export async function revokePartnerToken(db: Db, id: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ revokedAt: partnerTokens.revokedAt })
    .from(partnerTokens)
    .where(eq(partnerTokens.id, id));
  if (!row) throw DomainError.notFound("Partner token");
  if (row.revokedAt) return;
  await db.update(partnerTokens).set({ revokedAt: now }).where(eq(partnerTokens.id, id));
}
