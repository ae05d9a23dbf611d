import "server-only";
import { createClient } from "redis";
import { env } from "../env";
import { log } from "../log";

type SharedRedis = ReturnType<typeof createClient>;
type Connection = { client: SharedRedis | null; connecting: Promise<unknown> };

/**
 * Next bundles route handlers, pages and the proxy separately, each with its own copy of this
 * module: the connection lives on the process, so they all share one.
 */
const KEY = Symbol.for("atelier.sharedRedis");
const store = globalThis as { [KEY]?: Connection };

function connection(): Connection {
  const known = store[KEY];
  if (known) return known;
  const url = env().REDIS_URL;
  if (!url) return (store[KEY] = { client: null, connecting: Promise.resolve() });
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
    },
  });
  client.on("error", (error: Error) =>
    log().warn({ err: error.message }, "redis: connection error"),
  );
  const connecting = client.connect().catch((error: Error) => {
    log().warn({ err: error.message }, "redis: could not connect");
  });
  return (store[KEY] = { client, connecting });
}

/**
 * The one Redis connection of this process when REDIS_URL is set (several servers, one state),
 * else null: callers then keep their state in the process. Commands fail at once rather than
 * queue while Redis is away (no offline queue), so a request never hangs on it; callers fall
 * back where that is safe. The client reconnects by itself.
 */
export function sharedRedis(): SharedRedis | null {
  return connection().client;
}

/**
 * The connection once ready: waits for the first connect (at most its 2 s time-out), then
 * answers at once. Throws while Redis is unreachable.
 */
export async function readyRedis(): Promise<SharedRedis | null> {
  const { client, connecting } = connection();
  if (!client || client.isReady) return client;
  await connecting;
  if (!client.isReady) throw new Error("Redis (REDIS_URL) is not reachable.");
  return client;
}

/** Closes the connection, so a script can end (servers keep theirs for their lifetime). */
export async function closeSharedRedis(): Promise<void> {
  const client = store[KEY]?.client;
  delete store[KEY];
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}
