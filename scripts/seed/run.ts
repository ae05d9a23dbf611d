import { existsSync } from "node:fs";
import path from "node:path";
import { imagePath } from "../../lib/catalogue/image-url";
import { buildCatalogue } from "../../lib/catalogue/build";
import { catalogueDir } from "../../lib/catalogue/paths";
import type { Database } from "../../lib/db/open";
import { buildArtwork } from "../artwork";
import { buildContentImages } from "../content-images";
import { buildOgImages } from "../og-images";
import * as catalogue from "./catalogue";
import { catalogueRows } from "./catalogue-rows";
import { contentPages } from "./content";
import { contentRows } from "./content-rows";
import { referenceRows } from "./reference";
import { emptyRows, insertRows } from "./rows";

export type SeedReport = {
  inserted: Record<string, number>;
  insertedTotal: number;
  artwork: { written: number; unchanged: number };
  contentImages: { written: number; unchanged: number };
  ogImages: { written: number; unchanged: number };
  catalogue: { written: number; unchanged: number; removed: number; digest: string };
  ms: number;
};

/**
 * The demo editor has a password printed in the README: it is seeded for development, tests and
 * the demo served on this machine, never for a production store on a real host (promote a real
 * account there: docs/decisions.md, "Demo editor").
 */
export function seedsDemoStaff(env: { APP_ENV?: string; SITE_URL?: string }): boolean {
  if ((env.APP_ENV ?? "development") !== "production") return true;
  const site = env.SITE_URL;
  if (!site) return true;
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(site).hostname);
  } catch {
    return false;
  }
}

/** Migrates, inserts the demo data (skipping rows already there), draws the art, builds the cache. */
export async function seed(
  database: Database,
  dirs: { publicDir?: string; catalogueDir?: string } = {},
): Promise<SeedReport> {
  const started = Date.now();
  await database.migrate();
  const rows = emptyRows();
  const { APP_ENV, SITE_URL } = process.env;
  referenceRows(rows, { demoStaff: seedsDemoStaff({ APP_ENV, SITE_URL }) });
  catalogueRows(rows, catalogue);
  contentRows(rows, contentPages);
  const inserted = await insertRows(database.db, rows);
  const publicDir = dirs.publicDir ?? path.resolve(process.cwd(), "public");
  const [artwork, contentImages] = await Promise.all([
    buildArtwork(publicDir),
    buildContentImages(publicDir),
  ]);
  const missing = rows.productImages
    .map((image) => imagePath(image.fileName, "svg"))
    .filter((file) => !existsSync(path.join(publicDir, file)));
  if (missing.length > 0) throw new Error(`Seeded images without artwork: ${missing.join(", ")}`);
  const ogImages = await buildOgImages(
    publicDir,
    rows.products.flatMap((product) => {
      const thumb = rows.productImages.find((i) => i.productId === product.id && i.sort === 0);
      return thumb
        ? [{ productName: product.name, thumbnailFileName: thumb.fileName, extension: "svg" }]
        : [];
    }),
  );
  const built = await buildCatalogue(database.db, dirs.catalogueDir ?? catalogueDir());
  return {
    inserted,
    insertedTotal: Object.values(inserted).reduce((a, b) => a + b, 0),
    artwork: { written: artwork.written, unchanged: artwork.unchanged },
    contentImages,
    ogImages,
    catalogue: built,
    ms: Date.now() - started,
  };
}
