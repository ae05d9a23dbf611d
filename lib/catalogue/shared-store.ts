import "server-only";
import { env } from "../env";
import { log } from "../log";
import { mustReachRedis, withRedis } from "../shared-state/redis";

/**
 * The published catalogue in Redis, for several app servers (REDIS_URL): each build stores its
 * files under its digest, then points `current` at that digest, so a reader sees one whole
 * catalogue or the other, never a mix. Superseded versions expire after a day, long enough for
 * any request that started on one to finish.
 */
const KEEP_SECONDS = 24 * 60 * 60;
/** How long a build waits for Redis, to connect and to answer: a build is rare and must reach it. */
const PUBLISH_WAIT_MS = 10_000;

const prefix = () => `atelier:catalogue:${env().APP_ENV}`;

/** Stores the files and makes them current: whether the current version changed. */
export async function publishCatalogue(
  files: Map<string, string>,
  digest: string,
): Promise<boolean> {
  const changed = await mustReachRedis(PUBLISH_WAIT_MS, async (redis) => {
    if ((await redis.get(`${prefix()}:current`)) === digest) return false;
    const batch = redis.multi();
    for (const [name, content] of files) {
      batch.set(`${prefix()}:${digest}:${name}`, content, { EX: KEEP_SECONDS });
    }
    batch.set(`${prefix()}:current`, digest);
    await batch.exec();
    return true;
  });
  return changed ?? false;
}

const parsed = new Map<string, { digest: string; value: unknown }>();
/** The version last read from Redis: read on while Redis does not answer. */
let lastKnown: string | undefined;

/**
 * The published version to read (its digest), or `undefined` when there is no shared catalogue
 * (no REDIS_URL, nothing published yet): the caller reads the local folder instead. With Redis
 * not answering within REDIS_TIMEOUT_MS, the version last read: its files parsed in this process
 * are served from memory, the others from the local folder, so a server keeps serving rather
 * than failing or waiting.
 */
export async function sharedCatalogueVersion(): Promise<string | undefined> {
  return withRedis(
    async (redis) => {
      lastKnown = (await redis.get(`${prefix()}:current`)) ?? undefined;
      return lastKnown;
    },
    () => lastKnown,
  );
}

/**
 * A catalogue file of one published version, parsed once per version. `undefined` when Redis
 * cannot be read in time (the local folder stands in), `null` when that version has no such file.
 */
export async function readSharedJsonAt<T>(
  digest: string,
  file: string,
): Promise<T | null | undefined> {
  const hit = parsed.get(file);
  if (hit?.digest === digest) return hit.value as T;
  return withRedis(
    async (redis) => {
      const text = await redis.get(`${prefix()}:${digest}:${file}`);
      if (text === null) return null;
      const value = JSON.parse(text) as T;
      parsed.set(file, { digest, value });
      return value;
    },
    () => {
      unreadable(file);
      return undefined;
    },
  );
}

function unreadable(file: string): void {
  log().warn({ file }, "catalogue: Redis unreadable, using the local copy");
}
