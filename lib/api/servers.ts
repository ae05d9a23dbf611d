import "server-only";
import { RETAIL_STORE_SLUGS } from "../retail/stores";
import { configuredStoreOrigin } from "../seo/store-origin";
import type { ApiServer } from "./openapi";

/**
 * The servers of the OpenAPI document: each store's configured origin (the store is picked by
 * the host, so a partner calls its own store's origin). Stores sharing an origin are listed once.
 */
export function apiServers(): ApiServer[] {
  const byOrigin = new Map<string, string[]>();
  for (const slug of RETAIL_STORE_SLUGS) {
    const origin = configuredStoreOrigin(slug);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), slug]);
  }
  return [...byOrigin].map(([url, slugs]) => ({
    url,
    description: `Retail store${slugs.length > 1 ? "s" : ""} ${slugs.join(", ")}`,
  }));
}
