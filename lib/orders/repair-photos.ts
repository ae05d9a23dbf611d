import "server-only";
import sharp from "sharp";
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
