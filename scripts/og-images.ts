import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imagePath } from "../lib/catalogue/image-url";
import { ogImagePath, OG_IMAGE_SIZE } from "../lib/catalogue/og-image";

export type OgSource = { productName: string; thumbnailFileName: string; extension: string };

/**
 * Social networks do not show SVG previews, so every product gets a 1200x630 JPEG Open Graph
 * image rendered from its thumbnail on the brand's paper colour. Unchanged files are not rewritten.
 */
export async function buildOgImages(
  publicDir: string,
  sources: OgSource[],
): Promise<{ written: number; unchanged: number }> {
  let written = 0;
  let unchanged = 0;
  await mkdir(path.join(publicDir, path.dirname(ogImagePath("x"))), { recursive: true });
  for (const source of sources) {
    const svgFile = path.join(publicDir, imagePath(source.thumbnailFileName, source.extension));
    const file = path.join(publicDir, ogImagePath(source.productName));
    // The artwork build rewrites a thumbnail only when it changes, so a newer JPEG is still right.
    const [svgStat, jpgStat] = await Promise.all([stat(svgFile), stat(file).catch(() => null)]);
    if (jpgStat && jpgStat.mtimeMs >= svgStat.mtimeMs) {
      unchanged += 1;
      continue;
    }
    const svg = await readFile(svgFile);
    const side = OG_IMAGE_SIZE.height;
    const picture = await sharp(svg, { density: 72 }).resize(side, side).png().toBuffer();
    const jpeg = await sharp({
      create: { width: OG_IMAGE_SIZE.width, height: side, channels: 3, background: "#faf7f2" },
    })
      .composite([{ input: picture, left: Math.round((OG_IMAGE_SIZE.width - side) / 2), top: 0 }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const existing = await readFile(file).catch(() => null);
    if (existing && existing.equals(jpeg)) {
      unchanged += 1;
    } else {
      await writeFile(file, jpeg);
      written += 1;
    }
  }
  return { written, unchanged };
}
