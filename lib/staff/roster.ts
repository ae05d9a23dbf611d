import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { customers } from "../db/schema";
import type { Db } from "../db/types";
import { CommandError } from "../deployment/command";

/** The operator's side of the staff role (scripts/staff.ts); requests never set it. */
async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      role: customers.role,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.hasAccount, true)))
    .limit(1);
  if (!row)
    throw new CommandError(`There is no account for ${email}: they sign up at /signup first.`);
  return row;
}

/**
 * Only a confirmed address becomes staff: anybody may sign up with a colleague's address, and an
 * unconfirmed account could be theirs rather than the colleague's.
 */
export async function grantStaff(db: Db, email: string): Promise<"granted" | "already staff"> {
  const account = await accountOf(db, email);
  if (!account.emailVerifiedAt)
    throw new CommandError(
      `${email} has not confirmed the address yet: they follow the link in the welcome mail (or ask for another from their account), then try again.`,
    );
  if (account.role === "staff") return "already staff";
  await db
    .update(customers)
    .set({ role: "staff", updatedAt: new Date() })
    .where(eq(customers.id, account.id));
  return "granted";
}

export async function revokeStaff(db: Db, email: string): Promise<"revoked" | "not staff"> {
  const account = await accountOf(db, email);
  if (account.role !== "staff") return "not staff";
  await db
    .update(customers)
    .set({ role: "customer", updatedAt: new Date() })
    .where(eq(customers.id, account.id));
  return "revoked";
}

export async function listStaff(db: Db): Promise<{ email: string; confirmed: boolean }[]> {
  const rows = await db
    .select({ email: customers.email, emailVerifiedAt: customers.emailVerifiedAt })
    .from(customers)
    .where(and(eq(customers.role, "staff"), eq(customers.hasAccount, true)))
    .orderBy(asc(customers.email));
  return rows.map((row) => ({ email: row.email, confirmed: row.emailVerifiedAt !== null }));
}
