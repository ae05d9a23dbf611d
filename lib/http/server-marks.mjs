// @ts-check
// What server.mjs tells the app about the process it runs in, on globalThis under registered
// symbols: the app's module graphs (instrumentation, the proxy, each route bundle) are separate,
// and a process-wide mark cannot be set from outside the process, unlike an environment variable
// a host might copy from another deployment. Plain JavaScript, so that server.mjs can run it;
// checked by tsc through its JSDoc types (tsconfig.json's checkJs list).

const SERVED_BY = Symbol.for("atelier.served-by");
const DRAINING = Symbol.for("atelier.draining");

/** @type {Record<symbol, unknown>} */
const marks = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/**
 * Called by server.mjs before it creates Next: the process is the store's own server.
 * @returns {void}
 */
export function markServedByServerMjs() {
  marks[SERVED_BY] = "server.mjs";
}

/**
 * Whether server.mjs runs this process (not `next start`, standalone output or a platform).
 * @returns {boolean}
 */
export function servedByServerMjs() {
  return marks[SERVED_BY] === "server.mjs";
}

/**
 * Called by server.mjs on SIGTERM: from now on /api/ready answers 503 (draining).
 * @returns {void}
 */
export function markDraining() {
  marks[DRAINING] = true;
}

/**
 * Whether the server is draining: finishing its requests before it exits.
 * @returns {boolean}
 */
export function isDraining() {
  return marks[DRAINING] === true;
}
