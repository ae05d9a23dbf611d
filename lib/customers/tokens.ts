import "server-only";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { hashToken, newMailedLink, type Customer } from "../auth/tokens";
import { customers, passwordResets } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import { ACCOUNT_MESSAGES } from "./messages";

export type AccountPurpose = "reset" | "verify" | "email_change" | "email_undo" | "sign_in";

type Issue = {
  customerId: string;
  /** Where the link is mailed. */
  email: string;
  /** The account's address now; the token dies when the account's address is no longer this. */
  accountEmail: string;
  purpose: AccountPurpose;
  ttlMs: number;
};

/**
 * A random single-use token for a mailed link, naming its account, the address it goes to and
 * its purpose; only its hash is stored. A newer token of the same purpose for the same account
 * ends the older ones, so only the latest link works. Undo links are the exception: each one is
 * an old address's way back, which a later change must not be able to take away.
 */
export async function issueAccountToken(tx: Tx, issue: Issue): Promise<string> {
  if (issue.purpose !== "email_undo") {
    await retireAccountTokens(tx, issue.customerId, [issue.purpose]);
  }
  const link = newMailedLink(issue.ttlMs);
  await tx.insert(passwordResets).values({
    email: issue.email,
    accountEmail: issue.accountEmail,
    customerId: issue.customerId,
    purpose: issue.purpose,
    ...link.stored,
  });
  return link.token;
}

export type SpentToken = {
  customerId: string;
  /** The account, as read (and locked) with the token. */
  customer: Customer;
  email: string;
  accountEmail: string;
  createdAt: Date;
};

/**
 * Uses a mailed token once: only an unused, unexpired token of this purpose, sent to this
 * address, whose account still has the address it had when the token was issued. An undo link
 * works whatever the address is now: changing the address again must not disarm it. The update
 * is the check, so two clicks racing cannot both use it. Anything else is refused as a bad link
 * (one message for every reason: the page cannot tell a stranger which links exist).
 */
export async function spendAccountToken(
  tx: Tx,
  { token, email }: { token: string; email: string },
  purpose: AccountPurpose,
): Promise<SpentToken> {
  const spent = await consumeAccountToken(tx, token, email, purpose);
  if (!spent) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
  return spent;
}

async function consumeAccountToken(
  tx: Tx,
  token: string,
  email: string,
  purpose: AccountPurpose,
): Promise<SpentToken | null> {
  const t = passwordResets;
  const [row] = await tx
    .select({ customerId: t.customerId, accountEmail: t.accountEmail, customer: customers })
    .from(t)
    .innerJoin(customers, eq(customers.id, t.customerId))
    .where(
      and(
        eq(t.tokenHash, hashToken(token)),
        eq(t.email, email),
        eq(t.purpose, purpose),
        eq(customers.hasAccount, true),
      ),
    )
    .limit(1)
    .for("update");
  if (!row?.customerId || !row.accountEmail) return null;
  if (purpose !== "email_undo" && row.customer.email !== row.accountEmail) return null;
  const [used] = await tx
    .update(t)
    .set({ usedAt: new Date() })
    .where(and(eq(t.tokenHash, hashToken(token)), isNull(t.usedAt), gt(t.expiresAt, new Date())))
    .returning({ createdAt: t.createdAt });
  if (!used) return null;
  return {
    customerId: row.customerId,
    customer: row.customer,
    email,
    accountEmail: row.accountEmail,
    createdAt: used.createdAt,
  };
}

/** Ends the account's open links of these purposes (all of them when none are named). */
export async function retireAccountTokens(
  db: Db | Tx,
  customerId: string,
  purposes?: AccountPurpose[],
  keep?: { purpose: AccountPurpose },
): Promise<void> {
  const t = passwordResets;
  await db
    .update(t)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(t.customerId, customerId),
        isNull(t.usedAt),
        purposes ? or(...purposes.map((p) => eq(t.purpose, p))) : undefined,
        keep ? ne(t.purpose, keep.purpose) : undefined,
      ),
    );
}
