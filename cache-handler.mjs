// Next's page cache (next.config.mjs names this file): @fortedigital/nextjs-cache-handler keeps
// prerendered and regenerated pages. With REDIS_URL they live in Redis with the revalidated tags,
// so a revalidation on one server reaches every server; keys carry the build id, so a new deploy
// never serves the previous build's pages. Without Redis they live in this process's memory,
// bounded (issue 27): Next's own cache would also write every page to disk, and a shared design
// is a page per design (`/bags/{name}/design/{design}`), without end. Plain JavaScript: Next loads
// it by path at start-up, outside the bundles; checked by tsc through its JSDoc types
// (tsconfig.json's checkJs list).
//
// Redis never holds a request up (issue 34): every call goes through the guard of
// lib/shared-state/redis-guard.mjs (REDIS_TIMEOUT_MS, then a short cool-off), the connection is
// made in the background (a server started during an outage serves at once, and takes Redis up
// when it answers), and while Redis does not answer, pages are cached in this process for
// MEMORY_FALLBACK_MAX_AGE_MS only, since a revalidation on another server cannot reach them then.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";
import { bumpPageEpoch, createSharedEpoch, installSharedEpoch } from "./lib/http/page-epoch.mjs";
import {
  createRedisGuard,
  redisClientOptions,
  redisTimeoutMs,
} from "./lib/shared-state/redis-guard.mjs";

/** @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} Handler */
/**
 * @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerConfig}
 *   CacheHandlerConfig
 */
/**
 * A handler with its `delete`: the package declares it optional, and both handlers it makes here
 * (local-lru, redis-strings) have one.
 * @typedef {Handler & { delete: (key: string) => Promise<void> }} DeletingHandler
 */

/** One configuration per process, however many times Next creates the handler. */
const CONFIG = Symbol.for("atelier.cacheHandlerConfig");
const holder = /** @type {{ [CONFIG]?: Promise<CacheHandlerConfig> }} */ (globalThis);

CacheHandler.onCreation(({ buildId }) => {
  holder[CONFIG] ??= configure(buildId);
  return holder[CONFIG];
});

const MB = 1024 * 1024;
/**
 * While Redis does not answer, the age of the oldest page this process serves from its memory:
 * a revalidation made on another server meanwhile reaches it after this long at most.
 */
const MEMORY_FALLBACK_MAX_AGE_MS = 10_000;
/**
 * How long a shared page epoch read from Redis is trusted (lib/http/page-epoch.mjs): a
 * revalidation on another server stops this server's copies of the pages within about this long
 * (nothing is sent between servers: each reads the counter). Read four times as often, so one slow
 * read does not lapse it.
 */
const PAGE_EPOCH_WINDOW_MS = 2_000;
/** A shared design's page: these get their own budget (see `inMemory`). */
const DESIGN_PAGE = /\/bags\/[^/]+\/design\/[^/]+$/;

/**
 * Two bounded LRU caches in this process: the store's own pages, and the shared designs. A flood of
 * designs seen once (or made up) then evicts other designs, never the catalogue's pages. Sizes are
 * the handler's measure (the entry as JSON, about three times its bytes): some 85 MB and 40 MB.
 * Every render of the cached design route is kept: the proxy sends a design there only from its
 * second sighting on (lib/routing/design-sightings.ts), so a design opened once is never stored.
 * @returns {DeletingHandler}
 */
function inMemory() {
  const pages = /** @type {DeletingHandler} */ (
    createLruHandler({ maxItemsNumber: 4000, maxItemSizeBytes: 256 * MB })
  );
  const designs = /** @type {DeletingHandler} */ (
    createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 128 * MB })
  );
  /** @param {string} key */
  const of = (key) => (DESIGN_PAGE.test(key) ? designs : pages);
  return {
    name: "local-lru-split",
    get: (key, context) => of(key).get(key, context),
    set: (key, value, context) => of(key).set(key, value, context),
    delete: (key) => of(key).delete(key),
    async revalidateTag(tag) {
      // server.mjs's copies of the answers (server/page-cache.mjs) go with the pages.
      bumpPageEpoch();
      await pages.revalidateTag(tag);
      await designs.revalidateTag(tag);
    },
  };
}

/**
 * @param {string | undefined} buildId
 * @returns {Promise<CacheHandlerConfig>}
 */
async function configure(buildId) {
  // The build itself prerenders into its own folder; nothing is shared before a server starts.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL || !buildId) {
    return { handlers: [inMemory()] };
  }
  const timeoutMs = redisTimeoutMs();
  const guard = createRedisGuard({
    timeoutMs,
    onStateChange: (state) =>
      state === "broken"
        ? console.error(`[cache] Redis not answering in ${timeoutMs} ms: pages from memory`)
        : console.warn("[cache] Redis answering again"),
  });
  const client = createClient(redisClientOptions(process.env.REDIS_URL, timeoutMs));
  client.on("error", (/** @type {Error} */ error) =>
    console.warn(`[cache] redis: ${error.message}`),
  );
  // Not awaited: node-redis retries until Redis answers, and the guard answers from memory
  // meanwhile (commands fail at once while it is not connected).
  client
    .connect()
    .catch((/** @type {Error} */ error) => console.error(`[cache] redis: ${error.message}`));
  const unavailable = () => Promise.reject(new Error("Redis not answering"));

  const prefix = `atelier:next:${buildId}:`;
  const redis = /** @type {DeletingHandler} */ (
    createRedisHandler({
      // The handler's types name node-redis's bare client (no modules, RESP2), this one is
      // redis's (its modules added, the protocol not fixed by the type): at run time it is RESP2,
      // the default, and the handler uses only commands every client has.
      client: /** @type {Parameters<typeof createRedisHandler>[0]["client"]} */ (
        /** @type {unknown} */ (client)
      ),
      keyPrefix: prefix,
      sharedTagsKey: "tags",
      sharedTagsTtlKey: "tag-ttls",
      // node-redis aborts only the commands not yet sent; the guard bounds the whole call.
      timeoutMs,
    })
  );
  const local = inMemory();
  const memory = recentOnly(local, MEMORY_FALLBACK_MAX_AGE_MS);

  // server.mjs's copies of the answers (server/page-cache.mjs) follow a shared epoch in Redis,
  // read in the background every PAGE_EPOCH_WINDOW_MS / 4: another server's revalidation stops
  // them within that (a pub/sub message, used before, could be lost and is no longer sent).
  const epochKey = `${prefix}page-epoch`;
  const shared = createSharedEpoch({
    read: () => guard.run(client, (redis_) => redis_.get(epochKey), unavailable),
    increment: () => guard.run(client, (redis_) => redis_.incr(epochKey), unavailable),
    windowMs: PAGE_EPOCH_WINDOW_MS,
    onLapse: (state) =>
      state === "lapsed"
        ? console.error("[cache] page epoch unconfirmed: server.mjs serves no page copies")
        : console.warn("[cache] page epoch confirmed again"),
  });
  installSharedEpoch(shared);
  void shared.refresh();
  // Revalidations Redis did not take (down, or too slow): made again once it answers, so that
  // pages kept in Redis from before do not outlive them.
  /** @type {Set<string>} */
  const unrecorded = new Set();
  let replaying = false;
  const replay = async () => {
    if (replaying) return;
    replaying = true;
    try {
      for (const tag of unrecorded) {
        const done = await guard.run(
          client,
          () => redis.revalidateTag(tag).then(() => true),
          () => false,
        );
        if (!done) return;
        unrecorded.delete(tag);
      }
    } finally {
      replaying = false;
    }
  };
  setInterval(() => {
    void shared.refresh();
    if (unrecorded.size > 0) void replay();
  }, PAGE_EPOCH_WINDOW_MS / 4).unref();

  /**
   * Next's page cache in Redis, or, while Redis does not answer, in memory for a short while. No
   * `prepare`: the handler's clean-up of expired keys also runs with every revalidation, and the
   * connection is not made yet when Next prepares the handlers.
   * @type {Handler}
   */
  const guarded = {
    name: "redis-strings-guarded",
    get: (key, context) => guard.run(client, () => redis.get(key, context), unavailable),
    async set(key, value, context) {
      // Redis away: kept here.
      if (!guard.available(client)) return local.set(key, value, context);
      const stored = await guard.run(
        client,
        () => redis.set(key, value, context).then(() => true),
        () => false,
      );
      if (!stored) await local.set(key, value, context);
    },
    delete: (key) =>
      guard.run(
        client,
        () => redis.delete(key),
        () => undefined,
      ),
    async revalidateTag(tag) {
      bumpPageEpoch();
      const recorded = await guard.run(
        client,
        () => redis.revalidateTag(tag).then(() => true),
        () => false,
      );
      if (!recorded) unrecorded.add(tag);
      await shared.revalidated();
    },
  };
  // The handlers are asked in order: memory only when the Redis handler fails (not on a miss).
  return { handlers: [guarded, memory] };
}

/**
 * `handler`, answering only entries made within `maxAgeMs`: what a server caches alone while
 * Redis does not answer cannot hear of revalidations on the other servers.
 * @param {Handler} handler
 * @param {number} maxAgeMs
 * @returns {Handler}
 */
function recentOnly(handler, maxAgeMs) {
  return {
    ...handler,
    name: `${handler.name}-recent`,
    async get(key, context) {
      const value = await handler.get(key, context);
      return value && Date.now() - value.lastModified <= maxAgeMs ? value : null;
    },
    // Stored by the Redis handler, only when Redis does not take the page.
    set: () => Promise.resolve(),
  };
}

export default CacheHandler;
