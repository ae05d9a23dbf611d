import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import sharp from "sharp";
import { env } from "../env";
import { DomainError } from "../errors";
import { MAX_REPAIR_PHOTO_BYTES, REPAIR_PHOTO_MAX_SIDE } from "./repair-rules";

/**
 * Issue 38: the photos a client sends with a repair request. Each is decoded by sharp, turned
 * upright, sized down and re-encoded as JPEG: what is stored is never the client's file, and
 * carries none of its metadata (sharp drops EXIF, GPS and ICC unless asked to keep them). Kept
 * under DATA_DIR/repairs, or in an S3-compatible bucket when REPAIR_PHOTOS_S3_BUCKET is set
 * (ADR 0348).
 */

export type ProcessedPhoto = { bytes: Buffer; width: number; height: number };

const field = (message: string, code: string) =>
  new DomainError("invalid", message, { code, errors: { photos: [message] } });

const heicRefused = () =>
  field(
    "We cannot open this HEIC photo. Please send it as JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
    "photo_heic_unsupported",
  );

/** An ISO-BMFF file whose brand says HEVC-coded HEIF (what an iPhone writes as .heic). */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const isHevcHeic = (input: Buffer) =>
  input.byteLength >= 12 &&
  input.subarray(4, 8).toString("latin1") === "ftyp" &&
  HEVC_BRANDS.has(input.subarray(8, 12).toString("latin1"));

/** What the prebuilt libvips in sharp decodes (HEIC's HEVC codec is not in it: see the ADR). */
const READABLE = new Set(["jpeg", "png", "heif"]);

/** A phone's photo is at most ~50 megapixels; more is a decompression bomb, not a bag. */
const MAX_INPUT_PIXELS = 60_000_000;

export async function processRepairPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength === 0) throw field("This photo is empty.", "photo_empty");
  if (input.byteLength > MAX_REPAIR_PHOTO_BYTES) {
    throw field("Each photo may be at most 10 MB.", "photo_too_large");
  }
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch {
    format = undefined;
  }
  if (!format && isHevcHeic(input)) throw heicRefused();
  if (!format || !READABLE.has(format)) {
    throw field("Please send photos as JPEG, PNG or HEIC.", "photo_not_image");
  }
  // sharp's prebuilt libvips reads HEIF's AV1 flavour (AVIF) only: an iPhone's HEIC is HEVC,
  // whose patents keep its decoder out of the build. Said plainly rather than failing later.
  if (format === "heif" && compression === "hevc") throw heicRefused();
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
    })
      .rotate()
      .resize({
        width: REPAIR_PHOTO_MAX_SIDE,
        height: REPAIR_PHOTO_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw format === "heif"
      ? heicRefused()
      : field("We cannot open this photo. Please send another JPEG or PNG.", "photo_unreadable");
  }
}

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
