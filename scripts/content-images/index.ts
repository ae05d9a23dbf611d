import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentImages } from "./manifest";
import { renderContentImage } from "./render";

export { contentImages } from "./manifest";
/** Where the illustrations live, relative to the public directory (and in URLs). */
const CONTENT_IMAGE_DIR = "images/content";

/**
 * Writes every content illustration to `{publicDir}/images/content/`. Output is deterministic, so
 * files whose bytes would not change are left alone (and counted as unchanged).
 */
export async function buildContentImages(
  publicDir: string,
): Promise<{ written: number; unchanged: number }> {
  const outDir = path.join(publicDir, CONTENT_IMAGE_DIR);
  await mkdir(outDir, { recursive: true });
  const seen = new Set<string>();
  let written = 0;
  let unchanged = 0;
  for (const spec of contentImages) {
    if (seen.has(spec.file)) throw new Error(`Duplicate content image: ${spec.file}`);
    seen.add(spec.file);
    const svg = renderContentImage(spec);
    const target = path.join(outDir, spec.file);
    const current = await readFile(target, "utf8").catch(() => null);
    if (current === svg) {
      unchanged++;
      continue;
    }
    await writeFile(target, svg, "utf8");
    written++;
  }
  return { written, unchanged };
}
