import "server-only";
import { env } from "../env";
import { log } from "../log";
import { readyRedis, sharedRedis } from "../shared-state/redis";

/**
 * The published catalogue in Redis, for several app servers (REDIS_URL): each build stores its
 * files under its digest, then points `current` at that digest, so a reader sees one whole
 * catalogue or the other, never a mix. Superseded versions expire after a day, long enough for
 * any request that started on one to finish.
 */
const KEEP_SECONDS = 24 * 60 * 60;

const prefix = () => `atelier:catalogue:${env().APP_ENV}`;

/** Stores the files and makes them current: whether the current version changed. */
export async function publishCatalogue(
  files: Map<string, string>,
  digest: string,
): Promise<boolean> {
  // A build is rare and must reach Redis: wait for the connection rather than fail fast.
  const redis = await readyRedis();
  if (!redis) return false;
  if ((await redis.get(`${prefix()}:current`)) === digest) return false;
  const batch = redis.multi();
  for (const [name, content] of files) {
    batch.set(`${prefix()}:${digest}:${name}`, content, { EX: KEEP_SECONDS });
  }
  batch.set(`${prefix()}:current`, digest);
  await batch.exec();
  return true;
}

const parsed = new Map<string, { digest: string; value: unknown }>();

/**
 * The published version to read (its digest), or `undefined` when there is no shared catalogue
 * (no REDIS_URL, nothing published yet, or Redis unreachable): the caller reads the local folder
 * instead, so a server keeps serving what it last built rather than failing.
 */
export async function sharedCatalogueVersion(): Promise<string | undefined> {
  if (!sharedRedis()) return undefined;
  try {
    const redis = await readyRedis();
    if (!redis) return undefined;
    return (await redis.get(`${prefix()}:current`)) ?? undefined;
  } catch (error) {
    unreadable(error, "current");
    return undefined;
  }
}

/**
 * A catalogue file of one published version, parsed once per version. `undefined` when Redis
 * cannot be read (the local folder stands in), `null` when that version has no such file.
 */
export async function readSharedJsonAt<T>(
  digest: string,
  file: string,
): Promise<T | null | undefined> {
  const hit = parsed.get(file);
  if (hit?.digest === digest) return hit.value as T;
  try {
    const redis = await readyRedis();
    if (!redis) return undefined;
    const text = await redis.get(`${prefix()}:${digest}:${file}`);
    if (text === null) return null;
    const value = JSON.parse(text) as T;
    parsed.set(file, { digest, value });
    return value;
  } catch (error) {
    unreadable(error, file);
    return undefined;
  }
}

function unreadable(error: unknown, file: string): void {
  log().warn(
    { err: (error as Error).message, file },
    "catalogue: Redis unreadable, using the local copy",
  );
}
