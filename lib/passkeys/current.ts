import "server-only";
import { brand } from "../brand";
import { env } from "../env";
import type { RetailStoreSlug } from "../retail/stores";
import { relyingPartyFor, type RelyingParty } from "./relying-party";

/** The relying party of the request's store in this deployment (SITE_URL, STORE_ORIGINS). */
export function currentRelyingParty(store: RetailStoreSlug): RelyingParty {
  const { SITE_URL, STORE_ORIGINS } = env();
  return relyingPartyFor(store, {
    siteUrl: SITE_URL,
    storeOrigins: STORE_ORIGINS,
    name: brand.name,
  });
}
