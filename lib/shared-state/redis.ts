import "server-only";
import { timeout, TimeoutStrategy } from "cockatiel";
import { once } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import { createClient } from "redis";
import { env } from "../env";
import { log } from "../log";
import { createRedisGuard, redisClientOptions, redisTimeoutMs } from "./redis-guard.mjs";

/** How long a script waits at its end for Redis to answer the commands in flight. */
const CLOSE_WAIT_MS = 2_000;

type SharedRedis = ReturnType<typeof createClient>;
type Connection = { client: SharedRedis | null; guard: ReturnType<typeof createRedisGuard> };

/**
 * Next bundles route handlers, pages and the proxy separately, each with its own copy of this
 * module: the connection lives on the process, so they all share one.
 */
const KEY = Symbol.for("atelier.sharedRedis");
const store = globalThis as { [KEY]?: Connection };

function connection(): Connection {
  const known = store[KEY];
  if (known) return known;
  const timeoutMs = redisTimeoutMs();
  const guard = createRedisGuard({
    timeoutMs,
    onStateChange: (state) =>
      state === "broken"
        ? log().warn({ timeoutMs }, "redis: not answering, serving from memory for now")
        : log().info("redis: answering again"),
  });
  const url = env().REDIS_URL;
  if (!url) return (store[KEY] = { client: null, guard });
  const client: SharedRedis = createClient(redisClientOptions(url, timeoutMs));
  client.on("error", (error: Error) =>
    log().warn({ err: error.message }, "redis: connection error"),
  );
  // Not awaited: the client retries until Redis answers (reconnectStrategy), and commands fail
  // at once meanwhile (no offline queue), so nothing waits for the first connection.
  client.connect().catch((error: Error) => {
    log().warn({ err: error.message }, "redis: could not connect");
  });
  return (store[KEY] = { client, guard });
}

/**
 * The one Redis connection of this process when REDIS_URL is set (several servers, one state),
 * else null: callers then keep their state in the process. It may not be connected: use
 * `withRedis` for a request's commands, or check `redisAvailable()`.
 */
export function sharedRedis(): SharedRedis | null {
  return connection().client;
}

/**
 * Whether a command would be sent now: Redis configured, connected, and not just found failing
 * (then callers use their in-process fallback without trying).
 */
export function redisAvailable(): boolean {
  const { client, guard } = connection();
  return guard.available(client);
}

/** REDIS_TIMEOUT_MS: how long a request waits for Redis before doing without. */
export function redisTimeout(): number {
  return connection().guard.timeoutMs;
}

/**
 * Runs `command` against Redis for a request: its answer within REDIS_TIMEOUT_MS, else
 * `fallback()`'s (no REDIS_URL, not connected, an error, no answer in time, or Redis failing just
 * now). A request never waits longer than the timeout on Redis.
 */
export function withRedis<T, F>(
  command: (redis: SharedRedis) => Promise<T>,
  fallback: () => F | Promise<F>,
): Promise<T | F> {
  const { client, guard } = connection();
  return guard.run(client, command, fallback);
}

/**
 * Runs `command` for work that must reach Redis or fail (a catalogue build): waits at most
 * `withinMs` for the connection, then as long again for the answers, and throws if either fails.
 */
export async function mustReachRedis<T>(
  withinMs: number,
  command: (redis: SharedRedis) => Promise<T>,
): Promise<T | undefined> {
  const redis = await readyRedis(withinMs);
  if (!redis) return undefined;
  return timeout(withinMs, TimeoutStrategy.Aggressive).execute(() => command(redis));
}

/**
 * The connection once ready, waiting at most `waitMs` (REDIS_TIMEOUT_MS unless a script asks
 * for longer); null without REDIS_URL. Throws while Redis is unreachable.
 */
export async function readyRedis(waitMs = redisTimeout()): Promise<SharedRedis | null> {
  const { client } = connection();
  if (!client || client.isReady) return client;
  await once(client, "ready", { signal: AbortSignal.timeout(waitMs) }).catch(() => undefined);
  if (!client.isReady) throw new Error("Redis (REDIS_URL) is not reachable.");
  return client;
}

/**
 * Closes the connection, so a script can end (servers keep theirs for their lifetime): waits for
 * the commands in flight, but not for a Redis that does not answer.
 */
export async function closeSharedRedis(): Promise<void> {
  const client = store[KEY]?.client;
  delete store[KEY];
  if (!client?.isOpen) return;
  if (!client.isReady) return client.destroy();
  const closed = client.close().then(() => true);
  const gaveUp = delay(CLOSE_WAIT_MS, false, { ref: false });
  if (!(await Promise.race([closed, gaveUp]))) log().warn("redis: closed without its answers");
}
