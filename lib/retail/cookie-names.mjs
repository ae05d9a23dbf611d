// The store cookies' names, plain JavaScript so that server.mjs's page cache (server/page-cache.mjs)
// reads the same names as the proxy; checked by tsc (tsconfig.json's checkJs list).

/** The store this browser was last served (spec section 4), set by the proxy when missing. */
export const RETAIL_STORE_COOKIE = "retail_store";
/** Outside production only: the store a tester chose instead of the host's. */
export const RETAIL_STORE_OVERRIDE_COOKIE = "retail_store_override";
