import "server-only";
import type { Db, Tx } from "../db/types";
import { newsletterSignups } from "../db/schema";
import { findRetailStore } from "../catalogue/retail-stores";

/** Subscribing twice is not an error: the shopper simply stays subscribed. */
export async function subscribeToNewsletter(db: Db, email: string, store: string): Promise<void> {
  const retailStore = await findRetailStore(store);
  await db
    .insert(newsletterSignups)
    .values({ email, retailStoreId: retailStore?.id ?? null })
    .onConflictDoNothing({ target: newsletterSignups.email });
}

/** An address proven by the account's own mailed link: subscribed, confirmed. */
export async function subscribeConfirmed(
  db: Db | Tx,
  email: string,
  retailStoreId: string | null,
): Promise<void> {
  await db
    .insert(newsletterSignups)
    .values({ email, retailStoreId, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: newsletterSignups.email,
      set: { confirmedAt: new Date(), unsubscribedAt: null },
    });
}
