/**
 * Composes the home page's hero picture from the artwork pipeline's own bag drawings
 * (public/images/*thumbnail.svg): three bags of the collection on a dark studio sweep, lit from
 * the upper left. Writes public/hero/atelier-hero.webp (1600 x 1200); next/image serves it at the
 * width each screen needs. Run with `npm run brand:hero` after the artwork changes; the output
 * is committed, like the icons.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "../..");
const WIDTH = 1600;
const HEIGHT = 1200;

/**
 * Back to front: the bag's drawing, its size on the canvas, where its centre stands, and where
 * its base sits in its drawing (0 top, 1 bottom), for the shadow it casts on the floor.
 */
const BAGS = [
  { file: "The+Mercer+Bucket+thumbnail.svg", size: 620, x: 0.25, y: 0.5, base: 0.87 },
  { file: "The+City+Tote+thumbnail.svg", size: 860, x: 0.56, y: 0.47, base: 0.86 },
  { file: "The+Bleecker+Clutch+thumbnail.svg", size: 540, x: 0.8, y: 0.65, base: 0.78 },
];

const shadows = () =>
  BAGS.map((bag) => {
    const cy = HEIGHT * bag.y - bag.size / 2 + bag.size * bag.base;
    return `<ellipse cx="${WIDTH * bag.x}" cy="${cy}" rx="${bag.size * 0.36}" ry="${bag.size * 0.04}" fill="#000" fill-opacity="0.55" filter="url(#soft)"/>`;
  }).join("");

/** The drawing without its own pale studio sweep, so the bags stand on one shared backdrop. */
function withoutBackdrop(svg: string): string {
  return svg.replace(/<rect width="800" height="800" fill="url\(#[^"]*sweep\)"\/>/, "");
}

function backdrop(): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a2620"/>
      <stop offset="0.68" stop-color="#5b3a2e"/>
      <stop offset="0.7" stop-color="#4a2f25"/>
      <stop offset="1" stop-color="#2c1c17"/>
    </linearGradient>
    <radialGradient id="light" cx="0.32" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#f3d9b8" stop-opacity="0.38"/>
      <stop offset="0.55" stop-color="#f3d9b8" stop-opacity="0.06"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  ${shadows()}
  <rect width="100%" height="100%" fill="url(#light)"/>
  <rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`;
  return Buffer.from(svg);
}

async function main() {
  const layers = await Promise.all(
    BAGS.map(async (bag) => {
      const svg = withoutBackdrop(readFileSync(path.join(root, "public/images", bag.file), "utf8"));
      const input = await sharp(Buffer.from(svg), { density: 96 * (bag.size / 800) * 1.5 })
        .resize(bag.size, bag.size)
        .png()
        .toBuffer();
      return {
        input,
        left: Math.round(WIDTH * bag.x - bag.size / 2),
        top: Math.round(HEIGHT * bag.y - bag.size / 2),
      };
    }),
  );
  const out = path.join(root, "public/hero");
  mkdirSync(out, { recursive: true });
  const file = path.join(out, "atelier-hero.webp");
  const image = await sharp(backdrop())
    .composite(layers)
    .webp({ quality: 82, effort: 6 })
    .toBuffer();
  writeFileSync(file, image);
  console.log(`Wrote public/hero/atelier-hero.webp (${WIDTH} x ${HEIGHT}, ${image.length} bytes).`);
}

void main();
