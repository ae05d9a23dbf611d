import "server-only";
import { and, eq } from "drizzle-orm";
import { addressProven } from "../customers/account";
import { customers } from "../db/schema";
import type { Db, Tx } from "../db/types";

/**
 * Whose data a request covers: the customer records (an account and guest records share the
 * `customers` table), the address they are known by, and the account when there is one.
 */
export type Subject = { customerIds: string[]; email: string; accountId: string | null };

/**
 * An account's data: the account, and the guest record at its address once that address is
 * proven (the account sees those guest orders only then; an unproven address could be someone
 * else's). Null when the account is gone.
 */
export async function accountSubject(db: Db | Tx, accountId: string): Promise<Subject | null> {
  const [account] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, accountId), eq(customers.hasAccount, true)))
    .limit(1);
  if (!account) return null;
  const ids = [account.id];
  if (addressProven(account)) {
    const [guest] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, account.email), eq(customers.hasAccount, false)))
      .limit(1);
    if (guest) ids.push(guest.id);
  }
  return { customerIds: ids, email: account.email, accountId: account.id };
}

/**
 * A guest's data by e-mail: the guest record at the address (the mailed link proved it). An
 * account at the same address is not touched: that needs its own sign-in.
 */
export async function guestSubject(db: Db | Tx, email: string): Promise<Subject> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.hasAccount, false)));
  return { customerIds: rows.map((row) => row.id), email, accountId: null };
}
