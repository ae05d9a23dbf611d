// How this process talks to Redis without ever making a request wait on it (issue 34): one set of
// client options and one guard for every call, shared by lib/shared-state/redis.ts (rate limits,
// the catalogue) and cache-handler.mjs (Next's page cache, the page epoch). Plain JavaScript, as
// cache-handler.mjs is loaded by path outside the bundles; checked by tsc through its JSDoc types
// (tsconfig.json's checkJs list).
import {
  circuitBreaker,
  ConsecutiveBreaker,
  handleAll,
  timeout,
  TimeoutStrategy,
  wrap,
} from "cockatiel";
import { z } from "zod";

/**
 * What the guard needs of a client: whether it is connected and ready for commands.
 * @typedef {{ readonly isReady: boolean }} GuardedClient
 */

/**
 * @typedef {object} RedisGuard
 * @property {number} timeoutMs
 * @property {(client: GuardedClient | null | undefined) => boolean} available
 * @property {<C extends GuardedClient, T, F>(
 *   client: C | null | undefined,
 *   command: (client: C) => Promise<T>,
 *   fallback: () => F | Promise<F>,
 * ) => Promise<T | F>} run
 */

/** How long a request waits for a Redis answer before it does without (REDIS_TIMEOUT_MS). */
const TIMEOUT_MS = z.coerce.number().int().min(20).max(5_000).default(500);

/**
 * REDIS_TIMEOUT_MS, checked: a typo fails the start rather than leaving requests unbounded.
 * @param {string | undefined} [value]
 * @returns {number}
 */
export function redisTimeoutMs(value = process.env.REDIS_TIMEOUT_MS) {
  const parsed = TIMEOUT_MS.safeParse(value === "" ? undefined : value);
  if (!parsed.success) {
    throw new Error(`REDIS_TIMEOUT_MS must be a whole number of milliseconds from 20 to 5000.`);
  }
  return parsed.data;
}

/**
 * node-redis options (docs/client-configuration.md of node-redis v5, documented options only):
 * - `disableOfflineQueue`: while the connection is down a command fails at once instead of
 *   queueing, so a server started during an outage answers from memory;
 * - `commandOptions.timeout`: a command not yet written to the socket fails after the timeout
 *   (node-redis bounds only those; `guarded` below bounds the wait for an answer);
 * - `reconnectStrategy`: retry for ever, backing off to 2 s with jitter, so Redis is picked up
 *   again when it returns without a restart (the default gives up on a socket timeout);
 * - `pingInterval` with `socketTimeout`: the PING keeps a healthy idle socket busy, and a socket
 *   that hears nothing for `socketTimeout` (a stalled Redis, a peer gone without a reset) is closed
 *   and reconnected, so the client stops claiming to be ready.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {import("redis").RedisClientOptions}
 */
export function redisClientOptions(url, timeoutMs) {
  return {
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    pingInterval: 1_000,
    socket: {
      connectTimeout: Math.max(1_000, 2 * timeoutMs),
      socketTimeout: Math.max(5_000, 4 * timeoutMs),
      reconnectStrategy: (retries) =>
        Math.min(2 ** Math.min(retries, 10) * 50, 2_000) + Math.floor(Math.random() * 200),
    },
  };
}

/**
 * Runs Redis commands so that a caller waits at most `timeoutMs` (cockatiel's aggressive
 * timeout: the caller stops waiting, the command may still finish later), and falls back:
 * - when the client is not connected (starting, reconnecting): at once, no command sent;
 * - when the command fails or times out;
 * - after `failuresToBreak` failures in a row, for `coolOffMs` (cockatiel's circuit breaker): at
 *   once, so a stalled Redis costs the requests of that moment their timeout, not every request
 *   until it recovers; one call then tries Redis again.
 * @param {object} options
 * @param {number} options.timeoutMs
 * @param {number} [options.coolOffMs]
 * @param {number} [options.failuresToBreak]
 * @param {(state: "broken" | "restored") => void} [options.onStateChange]
 * @returns {RedisGuard}
 */
export function createRedisGuard({
  timeoutMs,
  coolOffMs = 1_000,
  failuresToBreak = 3,
  onStateChange = () => undefined,
}) {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: coolOffMs,
    breaker: new ConsecutiveBreaker(failuresToBreak),
  });
  // The breaker opens to half-open only when next executed: `available` answers from the time.
  let brokenUntil = 0;
  breaker.onBreak(() => {
    brokenUntil = Date.now() + coolOffMs;
    onStateChange("broken");
  });
  breaker.onReset(() => {
    brokenUntil = 0;
    onStateChange("restored");
  });
  const policy = wrap(breaker, timeout(timeoutMs, TimeoutStrategy.Aggressive));
  /** @param {GuardedClient | null | undefined} client */
  const available = (client) => Boolean(client?.isReady) && Date.now() >= brokenUntil;
  return {
    timeoutMs,
    /** Whether a command would be tried now (connected, and not in a cool-off). */
    available,
    /**
     * @template {GuardedClient} C
     * @template T
     * @template F
     * @param {C | null | undefined} client
     * @param {(client: C) => Promise<T>} command
     * @param {() => F | Promise<F>} fallback
     * @returns {Promise<T | F>}
     */
    async run(client, command, fallback) {
      // Connected: the breaker decides (at once while open; one trial call after the cool-off).
      if (!client?.isReady) return fallback();
      try {
        return await policy.execute(() => command(client));
      } catch {
        return fallback();
      }
    },
  };
}
