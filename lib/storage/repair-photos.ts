import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { env } from "../env";

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
};

/** Keys are made by the server from two UUIDs; anything else is refused before a path is built. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/;
const checked = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not a repair photo key: ${key}`);
  return key;
};

export const photoKey = (repairId: string, photoId: string) => `${repairId}/${photoId}.jpg`;

function folderStore(root: string): PhotoStore {
  const file = (key: string) => path.join(root, checked(key));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 });
      await writeFile(file(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

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
  const url = (key: string) =>
    `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/${checked(key)}`;
  const call = async (key: string, init: RequestInit) => {
    const signed = await client.sign(url(key), init);
    return (fetcher ?? fetch)(signed, { signal: AbortSignal.timeout(config.timeoutMs) });
  };
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
