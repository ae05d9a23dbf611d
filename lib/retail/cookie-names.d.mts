/** Types of cookie-names.mjs (plain JavaScript, so that server.mjs can run it). */
export declare const RETAIL_STORE_COOKIE: "retail_store";
export declare const RETAIL_STORE_OVERRIDE_COOKIE: "retail_store_override";
