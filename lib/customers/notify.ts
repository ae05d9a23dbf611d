import "server-only";
import { eq } from "drizzle-orm";
import type { Customer } from "../auth/tokens";
import { retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { queueMail } from "../mail/outbox";
import type { MailMessage } from "../mail/transport";
import { configuredStoreOrigin } from "../seo/store-origin";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";
import type { EmailChangeMails } from "./email-change";
import {
  accountExistsMail,
  addressInUseMail,
  emailChangeMail,
  emailChangeNoticeMail,
  resetMail,
  signInLinkMail,
  signupMail,
  verifyMail,
} from "./mail";
import type { SignupOutcome } from "./signup";
import { log } from "../log";

/** The store the customer signed up in (their links go there), else the one they are on now. */
async function originFor(
  db: Db,
  customer: Pick<Customer, "retailStoreId"> | null,
  fallback: RetailStoreSlug,
): Promise<string> {
  let store = fallback;
  if (customer?.retailStoreId) {
    const [row] = await db
      .select({ name: retailStores.name })
      .from(retailStores)
      .where(eq(retailStores.id, customer.retailStoreId))
      .limit(1);
    if (isRetailStoreSlug(row?.name)) store = row.name;
  }
  return configuredStoreOrigin(store);
}

/**
 * Account mails are queued after the answer (next/server `after`), so neither a mail server's
 * delay nor which mail went out shows in the answer; a failure is logged without the address or
 * the link.
 */
async function queue(db: Db, what: string, build: () => Promise<MailMessage[]>) {
  try {
    for (const mail of await build()) await queueMail(db, mail);
  } catch (error) {
    log().error({ err: error }, `[account] ${what} mail failed`);
  }
}

export const mailReset = (db: Db, customer: Customer, token: string, store: RetailStoreSlug) =>
  queue(db, "reset", async () => [
    resetMail(customer, token, await originFor(db, customer, store)),
  ]);

export const mailSignInLink = (db: Db, customer: Customer, token: string, store: RetailStoreSlug) =>
  queue(db, "sign-in link", async () => [
    signInLinkMail(customer, token, await originFor(db, customer, store)),
  ]);

export const mailVerify = (db: Db, customer: Customer, token: string, store: RetailStoreSlug) =>
  queue(db, "verify", async () => [
    verifyMail(customer, token, await originFor(db, customer, store)),
  ]);

/** The sign-up's link to a new address, or the notice to the owner of a known one. */
export const mailSignup = (db: Db, outcome: SignupOutcome, store: RetailStoreSlug) =>
  queue(db, "sign-up", async () =>
    outcome.kind === "taken"
      ? [accountExistsMail(outcome.customer, await originFor(db, outcome.customer, store))]
      : [signupMail(outcome, outcome.token, configuredStoreOrigin(store))],
  );

/**
 * The old address's notice, and (unless `toNew` is false: the mail caps refused it) the new
 * address's link or its owner's notice.
 */
export const mailEmailChange = (
  db: Db,
  customer: Customer,
  mails: EmailChangeMails,
  store: RetailStoreSlug,
  { toNew }: { toNew: boolean },
) =>
  queue(db, "e-mail change", async () => {
    const origin = await originFor(db, customer, store);
    const { notice, confirm, taken } = mails;
    const recipient = { firstName: customer.firstName };
    return [
      emailChangeNoticeMail(
        { ...recipient, email: notice.to, next: notice.next },
        notice.token,
        origin,
      ),
      !toNew
        ? null
        : confirm
          ? emailChangeMail(
              { ...recipient, email: confirm.to, previous: confirm.previous },
              confirm.token,
              origin,
            )
          : taken
            ? addressInUseMail(taken, await originFor(db, taken, store))
            : null,
    ].filter((m): m is MailMessage => m !== null);
  });
