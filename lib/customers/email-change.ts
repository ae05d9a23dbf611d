import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { hashToken, type Customer } from "../auth/tokens";
import { hashPassword } from "../auth/password";
import { DomainError } from "../errors";
import { apiTokens, customers, passkeys } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { EMAIL_CHANGE_TTL_HOURS, EMAIL_UNDO_TTL_DAYS } from "./mail";
import { ACCOUNT_MESSAGES } from "./messages";
import type { confirmEmailChangeSchema, undoEmailChangeSchema } from "./schemas";
import { clearFailures } from "./throttle";
import { spendAccountToken, issueAccountToken, retireAccountTokens } from "./tokens";

/**
 * What a change of address sends. The old address always gets the notice with its undo link; the
 * new one gets the confirmation link, or, when another account already uses it, its owner gets a
 * notice instead. The caller answers the same either way.
 */
export type EmailChangeMails = {
  notice: { to: string; next: string; token: string };
  confirm: { to: string; previous: string; token: string } | null;
  taken: Customer | null;
};

const HOUR_MS = 3_600_000;

async function accountWith(db: Db | Tx, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.hasAccount, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A signed-in customer asks to use another address (the caller has checked the current password:
 * a stolen session alone cannot move the account). Nothing changes until the new address
 * confirms: until then the old address stays, and it learns of the request with a way to undo.
 */
export async function startEmailChange(
  tx: Tx,
  customer: Customer,
  next: string,
): Promise<EmailChangeMails> {
  const taken = await accountWith(tx, next);
  const notice = await issueAccountToken(tx, {
    customerId: customer.id,
    email: customer.email,
    accountEmail: next,
    purpose: "email_undo",
    ttlMs: EMAIL_UNDO_TTL_DAYS * 24 * HOUR_MS,
  });
  // Another account's address gets no link: a newer request ends an older link either way.
  await retireAccountTokens(tx, customer.id, ["email_change"]);
  const confirm = taken
    ? null
    : {
        to: next,
        previous: customer.email,
        token: await issueAccountToken(tx, {
          customerId: customer.id,
          email: next,
          accountEmail: customer.email,
          purpose: "email_change",
          ttlMs: EMAIL_CHANGE_TTL_HOURS * HOUR_MS,
        }),
      };
  return { notice: { to: customer.email, next, token: notice }, confirm, taken };
}

/** Ends every sign-in of the account but the one given (the browser that confirmed, if it is). */
async function endSessions(tx: Tx, customerId: string, keepToken?: string) {
  await tx
    .delete(apiTokens)
    .where(
      and(
        eq(apiTokens.customerId, customerId),
        keepToken ? ne(apiTokens.tokenHash, hashToken(keepToken)) : undefined,
      ),
    );
}

async function moveAddress(tx: Tx, customerId: string, email: string): Promise<Customer> {
  const now = new Date();
  const [updated] = await tx
    .update(customers)
    .set({ email, emailSetAt: now, emailVerifiedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning();
  if (!updated) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
  return updated;
}

/**
 * The new address's link: the account takes the address, confirmed (the link proved it). Every
 * other sign-in ends; a browser signed in to this account that opens the link stays signed in.
 * The old address's undo link stays good; every other open link of the account dies.
 */
export async function confirmEmailChange(
  db: Db,
  input: z.output<typeof confirmEmailChangeSchema>,
  signedIn: { customer: Customer | null; token: string | undefined },
): Promise<Customer> {
  const customer = await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input, "email_change");
    if (await accountWith(tx, spent.email)) {
      throw DomainError.validation({ token: [ACCOUNT_MESSAGES.addressTaken] });
    }
    const updated = await moveAddress(tx, spent.customerId, spent.email);
    const keep = signedIn.customer?.id === updated.id ? signedIn.token : undefined;
    await endSessions(tx, updated.id, keep);
    await retireAccountTokens(tx, updated.id, undefined, { purpose: "email_undo" });
    return updated;
  });
  await clearFailures(db, `account:${input.email}`);
  return customer;
}

/**
 * The old address's link: cancels a change still waiting, or takes the address back after it
 * happened, with a new password (whoever made the change may know the old one). Every sign-in,
 * every open link and every passkey of the account end.
 */
export async function undoEmailChange(
  db: Db,
  input: z.output<typeof undoEmailChangeSchema>,
): Promise<Customer> {
  const passwordHash = await hashPassword(input.password);
  const customer = await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input, "email_undo");
    const [current] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, spent.customerId))
      .limit(1);
    if (!current) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    let restored = current;
    if (current.email !== spent.email) {
      const other = await accountWith(tx, spent.email);
      if (other) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.addressTaken] });
      restored = await moveAddress(tx, current.id, spent.email);
    }
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, restored.id))
      .returning();
    await endSessions(tx, restored.id);
    await retireAccountTokens(tx, restored.id);
    // Whoever took the address may have added a passkey: taking the account back removes them.
    await tx.delete(passkeys).where(eq(passkeys.customerId, restored.id));
    return updated ?? restored;
  });
  await clearFailures(db, `account:${customer.email}`);
  return customer;
}
