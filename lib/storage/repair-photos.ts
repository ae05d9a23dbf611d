import "server-only";
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { env } from "../env";
import { log } from "../log";

/**
 * Issue 38: where the repair photos' bytes live, below the domains that write them (lib/orders)
 * and erase them (lib/privacy). Only re-encoded JPEGs under keys the server made are stored.
 */
/** Where repair photos are kept: a folder for one server and the tests, a bucket for several. */
export type PhotoStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The photo's bytes, or null when the store has none under this key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * Every photo object in the store, a page at a time (each page one call with its own
   * timeout), with when it was last written: what the orphan sweep compares with the rows.
   * Names that are not repair photo keys are left out (nothing else is ever touched).
   */
  list(): AsyncGenerator<StoredPhoto[]>;
};

type StoredPhoto = { key: string; modifiedAt: Date };

/** Keys are made by the server from two UUIDs; anything else is refused before a path is built. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/;
const checked = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not a repair photo key: ${key}`);
  return key;
};

export const photoKey = (repairId: string, photoId: string) => `${repairId}/${photoId}.jpg`;

/** How long one call to the folder may take: a hung disk or network mount fails the caller. */
const FOLDER_TIMEOUT_MS = 10_000;
/** Names listed per page of the folder, like a bucket's page of at most 1000 keys. */
const FOLDER_PAGE = 500;

/**
 * Rejects when `work` has not settled within `ms`. Used for the fs calls that take no
 * AbortSignal (mkdir, rm, readdir, stat); the call itself may still finish later, which is
 * harmless for these (each is idempotent), but the caller is never held.
 */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`repair photo folder: ${what} timed out`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The folder store, `root/<repair id>/<photo id>.jpg`. Exported for the tests' own folders. */
export function folderStore(root: string, timeoutMs = FOLDER_TIMEOUT_MS): PhotoStore {
  const file = (key: string) => path.join(root, checked(key));
  return {
    async put(key, bytes) {
      await within(
        mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 }),
        timeoutMs,
        "mkdir",
      );
      await writeFile(file(key), bytes, { mode: 0o600, signal: AbortSignal.timeout(timeoutMs) });
    },
    async get(key) {
      try {
        return await readFile(file(key), { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await within(rm(file(key), { force: true }), timeoutMs, "remove");
      // The repair's folder goes with its last photo, or sweeps and erasures leave an empty
      // folder per repair for ever. rmdir removes only an empty folder: one still holding a
      // photo (or anything else) stays, and one already gone is fine. A put never races this
      // into losing its file: a repair's photos are written only by the request that made its
      // id, before any of them is removed.
      try {
        await within(rmdir(path.dirname(file(key))), timeoutMs, "remove folder");
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // EEXIST: what POSIX also allows for a folder that is not empty.
        if (code === "ENOTEMPTY" || code === "EEXIST" || code === "ENOENT") return;
        // The photo itself is gone, which is what the caller asked: an empty folder left
        // behind is only untidy, so it is logged rather than failing the removal.
        log().warn({ err: error }, "[repairs] an emptied photo folder could not be removed");
      }
    },
    async *list() {
      let folders: string[];
      try {
        folders = await within(readdir(root), timeoutMs, "list");
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      let page: StoredPhoto[] = [];
      for (const folder of folders.sort()) {
        let names: string[];
        try {
          names = await within(readdir(path.join(root, folder)), timeoutMs, "list");
        } catch (error) {
          // A stray file beside the folders, or a folder removed meanwhile: nothing of ours.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === "ENOTDIR" || code === "ENOENT") continue;
          throw error;
        }
        for (const name of names.sort()) {
          const key = `${folder}/${name}`;
          if (!KEY.test(key)) continue;
          try {
            const info = await within(stat(path.join(root, key)), timeoutMs, "stat");
            page.push({ key, modifiedAt: info.mtime });
          } catch (error) {
            if (!missing(error)) throw error;
          }
          if (page.length >= FOLDER_PAGE) {
            yield page;
            page = [];
          }
        }
      }
      if (page.length > 0) yield page;
    },
  };
}

// ListObjectsV2's answer (https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html):
// values stay text, every Contents a list so one object and many read alike.
const listParser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => name === "Contents",
});
const listAnswer = z.object({
  ListBucketResult: z.object({
    IsTruncated: z.enum(["true", "false"]).optional(),
    NextContinuationToken: z.string().optional(),
    Contents: z
      .array(z.object({ Key: z.string(), LastModified: z.iso.datetime({ offset: true }) }))
      .default([]),
  }),
});

type S3Config = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs: number;
};

/**
 * An S3-compatible bucket through aws4fetch (SigV4 over the platform's fetch), path-style so
 * MinIO, R2 and AWS all answer. Every call carries AbortSignal.timeout: a store that hangs fails
 * the request with a 503-like error instead of holding it.
 */
export function s3Store(config: S3Config, fetcher?: typeof fetch): PhotoStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const bucketUrl = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const url = (key: string) => `${bucketUrl}/${checked(key)}`;
  const send = async (address: string, init: RequestInit) => {
    const signed = await client.sign(address, init);
    return (fetcher ?? fetch)(signed, { signal: AbortSignal.timeout(config.timeoutMs) });
  };
  const call = (key: string, init: RequestInit) => send(url(key), init);
  return {
    async put(key, bytes) {
      const reply = await call(key, {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": "image/jpeg", "cache-control": "private, no-store" },
      });
      if (!reply.ok) throw new Error(`S3 put answered ${reply.status}`);
    },
    async get(key) {
      const reply = await call(key, { method: "GET" });
      if (reply.status === 404) return null;
      if (!reply.ok) throw new Error(`S3 get answered ${reply.status}`);
      return Buffer.from(await reply.arrayBuffer());
    },
    async remove(key) {
      const reply = await call(key, { method: "DELETE" });
      if (!reply.ok && reply.status !== 404) throw new Error(`S3 delete answered ${reply.status}`);
    },
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", "max-keys": "1000" });
        if (token) query.set("continuation-token", token);
        const reply = await send(`${bucketUrl}?${query.toString()}`, { method: "GET" });
        if (!reply.ok) throw new Error(`S3 list answered ${reply.status}`);
        const parsed = listAnswer.safeParse(listParser.parse(await reply.text()));
        if (!parsed.success) throw new Error("S3 list answered something other than a listing");
        const result = parsed.data.ListBucketResult;
        yield result.Contents.filter((object) => KEY.test(object.Key)).map((object) => ({
          key: object.Key,
          modifiedAt: new Date(object.LastModified),
        }));
        // A truncated page without a token would list the first page for ever: stop instead.
        token = result.IsTruncated === "true" ? result.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

let cached: PhotoStore | undefined;

/** The configured store: the bucket when REPAIR_PHOTOS_S3_BUCKET is set, else DATA_DIR/repairs. */
export function photoStore(): PhotoStore {
  if (cached) return cached;
  const config = env();
  if (config.REPAIR_PHOTOS_S3_BUCKET) {
    if (
      !config.REPAIR_PHOTOS_S3_ENDPOINT ||
      !config.REPAIR_PHOTOS_S3_ACCESS_KEY_ID ||
      !config.REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY
    ) {
      throw new Error(
        "REPAIR_PHOTOS_S3_BUCKET needs REPAIR_PHOTOS_S3_ENDPOINT, REPAIR_PHOTOS_S3_ACCESS_KEY_ID and REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY",
      );
    }
    cached = s3Store({
      bucket: config.REPAIR_PHOTOS_S3_BUCKET,
      endpoint: config.REPAIR_PHOTOS_S3_ENDPOINT,
      region: config.REPAIR_PHOTOS_S3_REGION,
      accessKeyId: config.REPAIR_PHOTOS_S3_ACCESS_KEY_ID,
      secretAccessKey: config.REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY,
      timeoutMs: config.REPAIR_PHOTOS_S3_TIMEOUT_MS,
    });
  } else {
    cached = folderStore(path.resolve(config.DATA_DIR, "repairs"));
  }
  return cached;
}
