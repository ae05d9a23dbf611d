import "server-only";
import { eq } from "drizzle-orm";
import type { Customer } from "../auth/tokens";
import { retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { queueMail } from "../mail/outbox";
import { configuredStoreOrigin } from "../seo/store-origin";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";
import { resetMail, welcomeMail } from "./mail";
import { log } from "../log";

/** The store the customer signed up in (their links go there), else the one they are on now. */
async function originFor(db: Db, customer: Customer, fallback: RetailStoreSlug): Promise<string> {
  let store = fallback;
  if (customer.retailStoreId) {
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
 * Account mails are sent after the answer (next/server `after`), so a mail server's delay never
 * shows in the timing; a failure is logged without the address or the link.
 */
export async function mailReset(db: Db, customer: Customer, token: string, store: RetailStoreSlug) {
  try {
    const mail = resetMail(customer, token, await originFor(db, customer, store));
    await queueMail(db, mail);
  } catch (error) {
    log().error({ err: error }, "[account] reset mail failed");
  }
}

export async function mailWelcome(
  db: Db,
  customer: Customer,
  token: string,
  store: RetailStoreSlug,
) {
  try {
    await queueMail(db, welcomeMail(customer, token, await originFor(db, customer, store)));
  } catch (error) {
    log().error({ err: error }, "[account] welcome mail failed");
  }
}
