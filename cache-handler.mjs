// Next's page cache (next.config.mjs names this file): @fortedigital/nextjs-cache-handler keeps
// prerendered and regenerated pages. With REDIS_URL they live in Redis with the revalidated tags,
// so a revalidation on one server reaches every server; keys carry the build id, so a new deploy
// never serves the previous build's pages. Without Redis they live in this process's memory,
// bounded (issue 27): Next's own cache would also write every page to disk, and a shared design
// is a page per design (`/bags/{name}/design/{design}`), without end. Plain JavaScript: Next loads
// it by path at start-up, outside the bundles.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";
import { bumpPageEpoch } from "./lib/http/page-epoch.mjs";

/** One configuration per process, however many times Next creates the handler. */
const CONFIG = Symbol.for("atelier.cacheHandlerConfig");

CacheHandler.onCreation(({ buildId }) => {
  globalThis[CONFIG] ??= configure(buildId);
  return globalThis[CONFIG];
});

const MB = 1024 * 1024;
/** A shared design's page: these get their own budget (see `inMemory`). */
const DESIGN_PAGE = /\/bags\/[^/]+\/design\/[^/]+$/;

/**
 * Two bounded LRU caches in this process: the store's own pages, and the shared designs. A flood of
 * designs seen once (or made up) then evicts other designs, never the catalogue's pages. Sizes are
 * the handler's measure (the entry as JSON, about three times its bytes): some 85 MB and 40 MB.
 */
function inMemory() {
  const pages = createLruHandler({ maxItemsNumber: 4000, maxItemSizeBytes: 256 * MB });
  const designs = createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 128 * MB });
  const of = (key) => (DESIGN_PAGE.test(key) ? designs : pages);
  const admitted = secondSighting();
  return {
    name: "local-lru-split",
    get: (key, context) => of(key).get(key, context),
    set: (key, value, context) =>
      admitted(key) ? of(key).set(key, value, context) : Promise.resolve(),
    delete: (key) => of(key).delete(key),
    async revalidateTag(tag) {
      await pages.revalidateTag(tag);
      await designs.revalidateTag(tag);
      // server.mjs's copies of the answers (server/page-cache.mjs) go with the pages.
      bumpPageEpoch();
    },
  };
}

/**
 * A design's page enters the cache the second time it is rendered (issue 27): a design opened
 * once, or made up, then never pushes out one that is shared; a shared one is rendered twice.
 * Returns whether `key` may be stored now. The store's own pages always may.
 */
function secondSighting(limit = 20_000) {
  const seen = new Set();
  return (key) => {
    if (!DESIGN_PAGE.test(key) || seen.delete(key)) return true;
    seen.add(key);
    if (seen.size > limit) seen.delete(seen.values().next().value);
    return false;
  };
}

async function configure(buildId) {
  // The build itself prerenders into its own folder; nothing is shared before a server starts.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL || !buildId) {
    return { handlers: [inMemory()] };
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  client.on("error", (error) => console.warn(`[cache] redis: ${error.message}`));
  try {
    await client.connect();
  } catch (error) {
    // Serving from this server's memory beats not serving: pages are rendered here until a
    // restart finds Redis again (logged, so operations see it).
    console.error(`[cache] Redis unreachable, this server caches pages alone: ${error.message}`);
    return { handlers: [inMemory()] };
  }
  const prefix = `atelier:next:${buildId}:`;
  const redis = createRedisHandler({
    client,
    keyPrefix: prefix,
    sharedTagsKey: "tags",
    sharedTagsTtlKey: "tag-ttls",
    timeoutMs: 2_000,
  });
  // Every server keeps copies of the answers in server.mjs (server/page-cache.mjs), which never
  // ask Redis: a revalidation on one server is announced to all, and each drops its copies.
  const channel = `${prefix}revalidated`;
  const listener = client.duplicate();
  listener.on("error", (error) => console.warn(`[cache] redis listener: ${error.message}`));
  await listener
    .connect()
    .then(() => listener.subscribe(channel, () => bumpPageEpoch()))
    .catch((error) =>
      console.error(`[cache] revalidations of other servers unheard: ${error.message}`),
    );
  const admitted = secondSighting();
  return {
    handlers: [
      {
        ...redis,
        set: (key, value, context) =>
          admitted(key) ? redis.set(key, value, context) : Promise.resolve(),
        async revalidateTag(...args) {
          await redis.revalidateTag(...args);
          bumpPageEpoch();
          await client.publish(channel, "1").catch(() => undefined);
        },
      },
    ],
  };
}

export default CacheHandler;
