// Which copies of Next's page answers server.mjs may serve (server/page-cache.mjs): a copy is
// served only in the epoch it was made in. Plain JavaScript, shared by cache-handler.mjs and
// server/page-cache.mjs (both loaded outside the bundles); checked by tsc through its JSDoc types
// (tsconfig.json's checkJs list).
//
// The epoch has two parts (issue 34):
// - this process's counter, bumped by each revalidation here (cache-handler.mjs), so a server
//   never serves its own stale copy, and when the shared counter is confirmed again after a
//   stretch without it (the copies made meanwhile could not hear of other servers' revalidations);
// - with several servers (REDIS_URL), a counter in Redis that every revalidation increments. Each
//   server reads it in the background (never on a request's path) and trusts what it read for
//   `windowMs` only: a copy is served while the shared counter, confirmed within that window,
//   equals the one it was made under. Nothing is sent between servers, so nothing can be lost:
//   another server's revalidation reaches this one within the window; with Redis unreachable past
//   the window, no copy is served or made (Next answers), and the copies from before the outage
//   are dropped when Redis answers again.

/**
 * @typedef {object} SharedEpoch
 * @property {() => string | null} confirmed the counter read from Redis, or null when not
 *   confirmed within the window
 * @property {() => Promise<void>} refresh
 * @property {() => Promise<void>} revalidated
 */

/**
 * @typedef {{
 *   local: number,
 *   shared: SharedEpoch | undefined,
 *   token: { local: number, shared: string, value: string } | null,
 * }} EpochState
 * `local`: this process's counter; `shared`: the shared epoch it follows (installed by
 * cache-handler.mjs when Redis is used); `token`: the last epoch handed out, reused while nothing
 * changed (a served page allocates nothing).
 */

/** On globalThis: Next may load the cache handler as a module of its own. */
const STATE = Symbol.for("atelier.pageEpochState");
const holder = /** @type {{ [STATE]?: EpochState }} */ (globalThis);
/** @type {EpochState} */
const state = (holder[STATE] ??= { local: 0, shared: undefined, token: null });

/** @returns {void} */
export function bumpPageEpoch() {
  state.local += 1;
}

/**
 * The epoch now, as a string to compare, or null when it cannot be vouched for (the shared
 * counter not confirmed within its window): then no copy may be served or made.
 * @returns {string | null}
 */
export function currentPageEpoch() {
  const { local, token } = state;
  const shared = state.shared ? state.shared.confirmed() : "";
  if (shared === null) return null;
  if (token && token.local === local && token.shared === shared) return token.value;
  const value = `${shared}/${local}`;
  state.token = { local, shared, value };
  return value;
}

/**
 * Makes `shared` the shared epoch of this process (null: none, for tests).
 * @param {SharedEpoch | null} shared
 * @returns {void}
 */
export function installSharedEpoch(shared) {
  state.shared = shared ?? undefined;
}

/**
 * A shared epoch: `read()` answers the counter in Redis (a string; null if never incremented),
 * `increment()` adds one; both reject when Redis cannot be reached in time. `refresh()` reads it
 * (call it every fraction of `windowMs`; one at a time); `confirmed()` is the value read, or null
 * when the last successful read was sent more than `windowMs` ago; `revalidated()` increments it,
 * and an increment that fails is retried by the next refreshes, before they read, until Redis
 * takes it. `onLapse` hears when the epoch stops being confirmed, and when it is again.
 * @param {object} options
 * @param {() => Promise<string | null>} options.read
 * @param {() => Promise<unknown>} options.increment
 * @param {number} options.windowMs
 * @param {() => number} [options.now]
 * @param {(state: "lapsed" | "restored") => void} [options.onLapse]
 * @returns {SharedEpoch}
 */
export function createSharedEpoch({ read, increment, windowMs, now = Date.now, onLapse }) {
  /**
   * The value read, and when the read that returned it was sent (what it vouches for).
   * @type {string | null}
   */
  let value = null;
  let confirmedAt = -Infinity;
  let pendingIncrements = 0;
  let lapsed = false;
  /**
   * The refresh under way: increments and reads run one at a time, in this chain.
   * @type {Promise<void> | null}
   */
  let refreshing = null;

  const fresh = () => now() - confirmedAt <= windowMs;

  /** @returns {Promise<void>} */
  async function refreshOnce() {
    try {
      while (pendingIncrements > 0) {
        await increment();
        pendingIncrements -= 1;
      }
      const sentAt = now();
      const wasFresh = fresh();
      const read_ = await read();
      // Copies made before an unconfirmed stretch may have missed a revalidation that Redis
      // could not record then: drop them.
      if (!wasFresh && confirmedAt !== -Infinity) bumpPageEpoch();
      value = read_ ?? "0";
      confirmedAt = sentAt;
      if (lapsed) onLapse?.("restored");
      lapsed = false;
    } catch {
      if (!fresh() && !lapsed) {
        lapsed = true;
        onLapse?.("lapsed");
      }
    } finally {
      refreshing = null;
    }
  }

  const refresh = () => (refreshing ??= refreshOnce());

  return {
    confirmed: () => (fresh() ? value : null),
    refresh,
    async revalidated() {
      pendingIncrements += 1;
      // After the refresh under way (it may have read already), one that increments first.
      await refreshing;
      await refresh();
    },
  };
}
