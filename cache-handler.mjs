// Next's page cache for several servers (REDIS_URL set; next.config.mjs names this file only
// then): @fortedigital/nextjs-cache-handler keeps prerendered and regenerated pages and the
// revalidated tags in Redis, so a revalidation on one server reaches every server. Keys carry
// the build id, so a new deploy never serves the previous build's pages. Plain JavaScript: Next
// loads it by path at start-up, outside the bundles.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";

/** One configuration per process, however many times Next creates the handler. */
const CONFIG = Symbol.for("atelier.cacheHandlerConfig");

CacheHandler.onCreation(({ buildId }) => {
  globalThis[CONFIG] ??= configure(buildId);
  return globalThis[CONFIG];
});

async function configure(buildId) {
  // The build itself prerenders into its own folder; nothing is shared before a server starts.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL || !buildId) {
    return { handlers: [createLruHandler()] };
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  client.on("error", (error) => console.warn(`[cache] redis: ${error.message}`));
  try {
    await client.connect();
  } catch (error) {
    // Serving from this server's memory beats not serving: pages are rendered here until a
    // restart finds Redis again (logged, so operations see it).
    console.error(`[cache] Redis unreachable, this server caches pages alone: ${error.message}`);
    return { handlers: [createLruHandler()] };
  }
  const prefix = `atelier:next:${buildId}:`;
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: "tags",
        sharedTagsTtlKey: "tag-ttls",
        timeoutMs: 2_000,
      }),
    ],
  };
}

export default CacheHandler;
