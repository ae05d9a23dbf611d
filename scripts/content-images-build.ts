/**
 * Generates the content-page illustrations into public/images/content/ (git-ignored output).
 * Usage: tsx scripts/content-images-build.ts [publicDir]   (default: ./public)
 */
import path from "node:path";
import { buildContentImages } from "./content-images/index";

async function main(): Promise<void> {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  const started = performance.now();
  const { written, unchanged } = await buildContentImages(publicDir);
  const ms = Math.round(performance.now() - started);
  console.log(
    `content images: ${written} written, ${unchanged} unchanged in ${ms} ms (${path.join(publicDir, "images/content")})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
