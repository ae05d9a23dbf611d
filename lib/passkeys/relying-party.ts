import { storeOrigin } from "../retail/origins";
import type { RetailStoreSlug } from "../retail/stores";

/** Who the browser is proving itself to: the store's host name, and the page origin it expects. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of a store: its configured origin (STORE_ORIGINS, else derived from
 * SITE_URL), never a header the client wrote. The store itself comes from the host (proxy.ts),
 * but a host nobody configured only ever maps to a configured store, so a forged `Host` cannot
 * make us expect a foreign origin. A passkey is therefore bound to the host of the store it was
 * made on (the browser offers it only there).
 */
export function relyingPartyFor(
  store: RetailStoreSlug,
  config: { siteUrl: string; storeOrigins?: string; name: string },
): RelyingParty {
  const origin = storeOrigin(store, config.siteUrl, config.storeOrigins);
  return { id: new URL(origin).hostname, origin, name: config.name };
}
