// The two headers by which proxy.ts and server.mjs agree on the store's 404 page (issue 26).
// Plain JavaScript, so that server.mjs can run it; checked by tsc (tsconfig.json's checkJs list).

/**
 * On the answer: the proxy chose the 404 page before rendering (its frame and content are in the
 * HTML). server.mjs removes it before the answer leaves.
 */
export const NOT_FOUND_MARK = "x-atelier-not-found";

/**
 * On a request server.mjs makes to itself, holding the per-process edge tag: "answer this
 * address with the store's 404 page". A page that found out while rendering that it has nothing
 * to show gets Next's empty error shell, which server.mjs replaces with that answer.
 */
export const LATE_NOT_FOUND_HEADER = "x-atelier-late-not-found";
