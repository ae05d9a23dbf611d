import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken } from "../auth/tokens";
import { passwordResets } from "../db/schema";
import type { Db, Tx } from "../db/types";

type Purpose = "reset" | "verify";

/** A random single-use token for a mailed link; only its hash is stored. */
export async function issueMailToken(
  db: Db | Tx,
  email: string,
  purpose: Purpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResets).values({
    email,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Uses a mailed token once: true only for an unused, unexpired token of this purpose and e-mail.
 * The update is the check, so two clicks racing cannot both use it.
 */
export async function consumeMailToken(
  tx: Tx,
  token: string,
  email: string,
  purpose: Purpose,
): Promise<boolean> {
  const used = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        eq(passwordResets.email, email),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  return used.length === 1;
}

/** After a reset, the other links mailed for it stop working too. */
export async function retireMailTokens(tx: Tx, email: string, purpose: Purpose): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.email, email),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
      ),
    );
}
