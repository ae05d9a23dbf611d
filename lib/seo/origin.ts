import { storeOrigin } from "../retail/origins";
import { RETAIL_STORE_SLUGS, type RetailStoreSlug } from "../retail/stores";

export type OriginConfig = { siteUrl: string; storeOrigins?: string };

/** Every origin a store is configured on: the site and each store's (STORE_ORIGINS or derived). */
function configuredOrigins(config: OriginConfig): string[] {
  const origins = RETAIL_STORE_SLUGS.map((slug) =>
    storeOrigin(slug, config.siteUrl, config.storeOrigins),
  );
  return [...new Set([new URL(config.siteUrl).origin, ...origins])];
}

/**
 * The origin for absolute links of a request to `store` (sitemap, robots): the host the request
 * names when it is one of the configured origins, so each store links to itself on any port and
 * scheme it is configured with; otherwise that store's configured origin. Never a host nobody
 * configured: `Host: evil.example` must not end up in a cached sitemap.
 */
export function requestOrigin(
  headers: Headers,
  store: RetailStoreSlug,
  config: OriginConfig,
): string {
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").toLowerCase();
  const known = configuredOrigins(config).find((origin) => new URL(origin).host === host);
  return known ?? storeOrigin(store, config.siteUrl, config.storeOrigins);
}
