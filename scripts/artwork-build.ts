import { resolve } from "node:path";
import { buildArtwork } from "./artwork/index";

// Run from the repository root (npm run artwork:build); output is git-ignored.
async function main(): Promise<void> {
  const started = performance.now();
  const publicDir = resolve(process.cwd(), "public");
  const result = await buildArtwork(publicDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `artwork: ${result.written} written, ${result.unchanged} unchanged in ${seconds}s (${publicDir})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
