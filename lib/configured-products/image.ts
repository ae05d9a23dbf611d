import "server-only";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ARTWORK_VIEWBOX } from "@/lib/catalogue/artwork-paths";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { decodeState, layersFor } from "@/lib/configurator";
import { designOf } from "./stored-design";

/** The brand paper colour behind every bag (#faf7f2). */
const PAPER = { r: 0xfa, g: 0xf7, b: 0xf2, alpha: 1 };
const JPEG_QUALITY = 85;
const CACHE_SIZE = 50;
const FALLBACK_VIEW = "front";
const PUBLIC_DIR = path.join(process.cwd(), "public");

/** A strong validator: it changes exactly when the saved design changes. */
export function designEtag(row: { id: string; updatedAt: Date; data: unknown }): string {
  const hash = createHash("sha256")
    .update(`${row.id}|${row.updatedAt.toISOString()}|${designOf(row.data)}`)
    .digest("base64url")
    .slice(0, 27);
  return `"${hash}"`;
}

/** True when an If-None-Match header (a list, or `*`) already names this ETag. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Rendered JPEGs by ETag, least recently used dropped first. Per process, like the rate limiter:
 * it spares sharp the work when a shared link is opened many times, and the CDN does the rest.
 */
const rendered = new Map<string, Buffer>();

function remember(etag: string, jpeg: Buffer): void {
  rendered.delete(etag);
  rendered.set(etag, jpeg);
  while (rendered.size > CACHE_SIZE) {
    const oldest = rendered.keys().next().value;
    if (oldest === undefined) break;
    rendered.delete(oldest);
  }
}

/** A layer path from the catalogue, kept inside public/ whatever the names contain. */
async function readLayer(src: string): Promise<Buffer | null> {
  const file = path.resolve(PUBLIC_DIR, `.${path.posix.normalize(src)}`);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  try {
    return await readFile(file);
  } catch {
    // A missing layer (artwork not drawn yet) leaves a gap rather than failing the picture.
    return null;
  }
}

async function rasterize(svg: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(svg, { density: 72 })
      .resize(ARTWORK_VIEWBOX.width, ARTWORK_VIEWBOX.height, { fit: "contain" })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The layers the picture of a design is drawn from: its first view. */
const pictureLayers = (product: CatalogueProductDetail, design: string) =>
  layersFor(product, decodeState(product, design), product.views[0] ?? FALLBACK_VIEW);

/**
 * A validator for a design known by its URL alone (a shared `?d=` link, issue 27): the picture
 * changes exactly when the layers it is drawn from change, with the design or the catalogue.
 */
export function layersEtag(product: CatalogueProductDetail, design: string): string {
  const sources = pictureLayers(product, design).map((layer) => layer.src);
  const hash = createHash("sha256")
    .update(`${product.id}|${sources.join("|")}`)
    .digest("base64url")
    .slice(0, 27);
  return `"${hash}"`;
}

/** The design's first view, layer by layer on the paper colour, as a JPEG (kept by `etag`). */
export async function renderDesignJpeg(
  product: CatalogueProductDetail,
  design: string,
  etag: string,
): Promise<Buffer> {
  const cached = rendered.get(etag);
  if (cached) {
    remember(etag, cached);
    return cached;
  }
  const layers = pictureLayers(product, design);
  const sources = await Promise.all(layers.map((layer) => readLayer(layer.src)));
  const pictures = await Promise.all(
    sources.map((svg) => (svg ? rasterize(svg) : Promise.resolve(null))),
  );
  const jpeg = await sharp({
    create: {
      width: ARTWORK_VIEWBOX.width,
      height: ARTWORK_VIEWBOX.height,
      channels: 4,
      background: PAPER,
    },
  })
    .composite(pictures.filter((p): p is Buffer => p !== null).map((input) => ({ input })))
    .flatten({ background: PAPER })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  remember(etag, jpeg);
  return jpeg;
}
