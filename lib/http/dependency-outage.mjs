// @ts-check
// What the app tells server.mjs about its dependencies, on globalThis under registered symbols
// (as lib/http/server-marks.mjs does the other way): server.mjs and server/ run outside the app's
// bundles, and each route bundle is a module graph of its own, so a module variable would not be
// shared. Two things live here: the app's bounded outage check, registered at start-up
// (instrumentation.ts), which server/unavailable-page.mjs asks before it lets a page's 500 leave;
// and the time the app last saw the database fail as unavailable (lib/db/errors'
// classification), so that a 500 caused by a connection cut that has already healed is still
// explained by the outage.

const CHECK = Symbol.for("atelier.outage-check");
const DATABASE_LOST_AT = Symbol.for("atelier.database-unavailable-at");

/**
 * @typedef {object} OutageCheck
 * @property {string} storeName the store's name, for the page that says it is unavailable
 * @property {number} retryAfterSeconds what `Retry-After` asks a client to wait
 * @property {() => Promise<string | null>} unavailable why a dependency a page needs cannot answer
 *   now, or null when every one answers; bounded by its own timeouts
 */

/** @type {Record<symbol, unknown>} */
const marks = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/**
 * Called once by the app at start-up (instrumentation.ts).
 * @param {OutageCheck} check
 * @returns {void}
 */
export function registerOutageCheck(check) {
  marks[CHECK] = check;
}

/**
 * The check the app registered, or null (not started yet, or not under server.mjs's app).
 * @returns {OutageCheck | null}
 */
export function registeredOutageCheck() {
  const check = marks[CHECK];
  return check && typeof check === "object" ? /** @type {OutageCheck} */ (check) : null;
}

/**
 * The app saw the database fail as unavailable (lost, unreachable, a bounded wait run out).
 * @param {number} [at] when, in ms since the epoch
 * @returns {void}
 */
export function recordDatabaseUnavailable(at = Date.now()) {
  const last = marks[DATABASE_LOST_AT];
  if (typeof last !== "number" || at > last) marks[DATABASE_LOST_AT] = at;
}

/**
 * How long ago the app last saw the database unavailable, in ms; null if never.
 * @param {number} [now]
 * @returns {number | null}
 */
export function msSinceDatabaseUnavailable(now = Date.now()) {
  const last = marks[DATABASE_LOST_AT];
  return typeof last === "number" ? Math.max(0, now - last) : null;
}
