/**
 * Draws the browser icons from the brand mark (public/icon.svg): app/favicon.ico (16, 32 and
 * 48 px) and app/apple-icon.png (180 px), which Next serves by file convention. Run with
 * `npm run brand:icons` after the mark changes; the outputs are committed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "../..");
const mark = readFileSync(path.join(root, "public/icon.svg"));

const png = (size: number) => sharp(mark, { density: 384 }).resize(size, size).png().toBuffer();

/** An ICO holding PNG images (supported by every browser since Windows Vista-era readers). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main() {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
  writeFileSync(path.join(root, "app/favicon.ico"), ico(images));
  writeFileSync(path.join(root, "app/apple-icon.png"), await png(180));
  console.log("Wrote app/favicon.ico (16, 32, 48) and app/apple-icon.png (180).");
}

void main();
