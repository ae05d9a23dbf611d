// Plain JavaScript, shared by cache-handler.mjs and server/page-cache.mjs (both loaded outside the
// bundles); typed by page-epoch.d.mts. Next's page cache and server.mjs's copy of its answers
// (server/page-cache.mjs) live in one process: each revalidation bumps this counter, and a copy
// made in an earlier epoch is never served again.

/** The counter, on globalThis: Next may load the cache handler as a module of its own. */
export const EPOCH = Symbol.for("atelier.pageEpoch");

export function bumpPageEpoch() {
  globalThis[EPOCH] = (globalThis[EPOCH] ?? 0) + 1;
}
