import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { findRetailStore } from "../catalogue/retail-stores";
import { DomainError } from "../errors";
import { newsletterSignups } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { queueMail } from "../mail/outbox";
import { allowVisitorMail, type MailSender } from "../security/mail-caps";
import { confirmationMail } from "./newsletter-mail";
import {
  consumeConfirmToken,
  emailOfUnsubscribeToken,
  issueConfirmToken,
  unsubscribeToken,
} from "./newsletter-tokens";

/**
 * Newsletter double opt-in (issue 23). A sign-up from the website only records the address as
 * pending and mails a confirmation link; the address gets letters once the link is used and until
 * it is unsubscribed. The answer never says which of new, pending, confirmed or unsubscribed the
 * address was, so the form cannot be used to learn who is on the list.
 */
export async function requestNewsletterSignup(
  db: Db,
  request: { email: string; store: string; origin: string; sender: MailSender },
): Promise<void> {
  const { email } = request;
  const [known] = await db
    .select()
    .from(newsletterSignups)
    .where(eq(newsletterSignups.email, email))
    .limit(1);
  // Already receiving letters: nothing to confirm, and nothing to tell.
  if (known?.confirmedAt && !known.unsubscribedAt) return;
  // The mail caps decide whether a mail goes out; the answer is the same either way.
  if (!(await allowVisitorMail("newsletter", email, request.sender))) return;
  const retailStore = await findRetailStore(request.store);
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSignups)
      .values({ email, retailStoreId: retailStore?.id ?? null })
      .onConflictDoNothing({ target: newsletterSignups.email });
    const token = await issueConfirmToken(tx, email);
    await queueMail(
      tx,
      confirmationMail(email, token, {
        origin: request.origin,
        unsubscribeToken: unsubscribeToken(email),
      }),
    );
  });
}

/**
 * Subscribes an address that is already proven: an account sign-up that ticked "newsletter",
 * confirmed through the account's own mailed link. Someone who had unsubscribed and now asks again
 * is subscribed again; a confirmed subscription keeps its first date.
 */
export async function subscribeConfirmed(
  db: Db | Tx,
  email: string,
  retailStoreId: string | null,
): Promise<void> {
  const row = newsletterSignups;
  await db
    .insert(row)
    .values({ email, retailStoreId, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: row.email,
      set: {
        // A live subscription keeps its date; a pending or unsubscribed one starts now.
        confirmedAt: sql`case when ${row.unsubscribedAt} is null then coalesce(${row.confirmedAt}, excluded.confirmed_at) else excluded.confirmed_at end`,
        unsubscribedAt: null,
        retailStoreId: sql`coalesce(${row.retailStoreId}, excluded.retail_store_id)`,
      },
    });
}

const BAD_LINK = "This link has expired or was already used. Please sign up again.";

/** The confirmation link's POST: subscribes the address it was mailed to (422 for a dead link). */
export async function confirmNewsletter(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const email = await consumeConfirmToken(tx, token);
    if (!email) throw DomainError.validation({ token: [BAD_LINK] });
    await subscribeConfirmed(tx, email, null);
  });
}

/**
 * Unsubscribes the address of an unsubscribe token (422 for a token we did not make). Using it
 * again, or for an address not on the list, changes nothing and answers alike.
 */
export async function unsubscribeNewsletter(db: Db, token: string): Promise<void> {
  const email = emailOfUnsubscribeToken(token);
  if (!email) {
    throw DomainError.validation({ token: ["This unsubscribe link is not valid."] });
  }
  await db
    .update(newsletterSignups)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSignups.email, email), isNull(newsletterSignups.unsubscribedAt)));
}
