import "server-only";
import { env } from "../env";
import { storeOrigin } from "../retail/origins";
import type { RetailStoreSlug } from "../retail/stores";

/** The configured origin of a store in this deployment (STORE_ORIGINS, else derived from SITE_URL). */
export function configuredStoreOrigin(store: RetailStoreSlug): string {
  const { SITE_URL, STORE_ORIGINS } = env();
  return storeOrigin(store, SITE_URL, STORE_ORIGINS);
}
