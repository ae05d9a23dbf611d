import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken, newMailedLink } from "../auth/tokens";
import { passwordResets } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { appSecret } from "../secret";

/** A confirmation link is good for a week: long enough for a holiday, short enough to forget. */
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A single-use confirmation token for `email` (password_resets, purpose "newsletter", no account);
 * only its SHA-256 is stored. Issuing one retires every earlier one for the address, so only the
 * newest mail's link works.
 */
export async function issueConfirmToken(db: Db | Tx, email: string): Promise<string> {
  const link = newMailedLink(CONFIRM_TTL_MS);
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.email, email),
        eq(passwordResets.purpose, "newsletter"),
        isNull(passwordResets.usedAt),
      ),
    );
  await db.insert(passwordResets).values({
    email,
    purpose: "newsletter",
    ...link.stored,
  });
  return link.token;
}

/**
 * Uses a confirmation token once and returns the address it was mailed to, or null for a token
 * that is unknown, used, retired or expired. The update is the check, so two clicks racing cannot
 * both use it.
 */
export async function consumeConfirmToken(db: Db | Tx, token: string): Promise<string | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        eq(passwordResets.purpose, "newsletter"),
        isNull(passwordResets.customerId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ email: passwordResets.email });
  return used?.email ?? null;
}

const signature = (email: string) =>
  createHmac("sha256", appSecret()).update(`newsletter-unsubscribe|${email}`).digest();

/**
 * The unsubscribe token of an address: the address and its HMAC under the app secret. Nothing is
 * stored, so every newsletter mail can carry one, and it keeps working for as long as the secret
 * does (an unsubscribe link must not expire).
 */
export function unsubscribeToken(email: string): string {
  return `${Buffer.from(email).toString("base64url")}.${signature(email).toString("base64url")}`;
}

/** The address an unsubscribe token was made for, or null when it was not made with our secret. */
export function emailOfUnsubscribeToken(token: string): string | null {
  const [encoded, mac, ...rest] = token.split(".");
  if (!encoded || !mac || rest.length > 0 || token.length > 800) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = signature(email);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
