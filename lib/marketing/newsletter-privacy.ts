import "server-only";
import { and, eq } from "drizzle-orm";
import { newsletterSignups, passwordResets } from "../db/schema";
import type { Db, Tx } from "../db/types";

/** Issue 37: what the newsletter list holds about an address, for the customer's own download. */
export async function newsletterHistory(db: Db | Tx, email: string) {
  const rows = await db
    .select({
      signedUpAt: newsletterSignups.createdAt,
      confirmedAt: newsletterSignups.confirmedAt,
      unsubscribedAt: newsletterSignups.unsubscribedAt,
    })
    .from(newsletterSignups)
    .where(eq(newsletterSignups.email, email));
  return rows.map((row) => ({
    signed_up_at: row.signedUpAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  }));
}

/**
 * Issue 37: the newsletter list forgets an address (its sign-up and its confirmation links), in
 * the erasure's transaction: the list is this store's own table, so no call can fail after it.
 * Returns how many sign-ups were removed.
 */
export async function forgetNewsletterAddress(tx: Tx, email: string): Promise<number> {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.email, email), eq(passwordResets.purpose, "newsletter")));
  const removed = await tx
    .delete(newsletterSignups)
    .where(eq(newsletterSignups.email, email))
    .returning({ id: newsletterSignups.id });
  return removed.length;
}
