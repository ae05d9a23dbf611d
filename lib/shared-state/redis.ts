import "server-only";
import Redis from "ioredis";
import { env } from "../env";
import { log } from "../log";

let client: Redis | null | undefined;

/**
 * The one Redis connection of this process when REDIS_URL is set (several servers, one state),
 * else null: callers then keep their state in the process. Commands fail fast rather than queue
 * while Redis is away, so a request never hangs on it; callers fall back where that is safe.
 */
export function sharedRedis(): Redis | null {
  if (client !== undefined) return client;
  const url = env().REDIS_URL;
  if (!url) return (client = null);
  client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  client.on("error", (error: Error) =>
    log().warn({ err: error.message }, "redis: connection error"),
  );
  return client;
}

/** Waits until the connection is ready (start-up, scripts): commands are not queued before. */
export async function readyRedis(): Promise<Redis | null> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return redis;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Redis did not answer within 5 s")), 5_000);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** Closes the connection, so a script can end (servers keep theirs for their lifetime). */
export async function closeSharedRedis(): Promise<void> {
  const redis = client;
  client = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
