// The store cookies' names, plain JavaScript so that server.mjs's page cache (server/page-cache.mjs)
// reads the same names as the proxy and the API's handlers (both through lib/retail/stores.ts);
// checked by tsc (tsconfig.json's checkJs list).

/**
 * The store this browser was last served (spec section 4): a cache of the store's record, set by
 * the proxy on a page answer when missing, unreadable or naming another store than the host's.
 */
export const RETAIL_STORE_COOKIE = "retail_store";
/**
 * The store a tester chose instead of the host's: honoured outside production, and in production
 * only with ALLOW_STORE_OVERRIDE=1 (lib/retail/host.ts).
 */
export const RETAIL_STORE_OVERRIDE_COOKIE = "retail_store_override";
