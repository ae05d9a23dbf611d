import "server-only";
import type { Db } from "../db/types";
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
