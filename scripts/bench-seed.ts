import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildCatalogue } from "../lib/catalogue/build";
import { deliveryClaimHolds } from "../lib/delivery/claim-check";
import { openDatabase } from "../lib/db/open";
import { seed } from "./seed/run";
import { closeSharedRedis } from "../lib/shared-state/redis";

/**
 * Prints how long a seed on an empty embedded database plus a catalogue build takes (target: under
 * 60 s), and what a second seed changes (target: nothing).
 */
async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-seed-"));
  process.env.PGLITE_DIR = path.join(scratch, "pglite");
  const dirs = {
    publicDir: path.join(scratch, "public"),
    catalogueDir: path.join(scratch, "catalogue"),
  };
  const database = await openDatabase();
  try {
    const first = await seed(database, dirs, { demo: true, catalogue: true });
    const started = Date.now();
    await buildCatalogue(database.db, dirs.catalogueDir, deliveryClaimHolds);
    const buildMs = Date.now() - started;
    const second = await seed(database, dirs, { demo: true, catalogue: true });
    console.log(
      `seed on an empty database:   ${(first.ms / 1000).toFixed(2)} s (${first.insertedTotal} rows, ${first.artwork.written} artwork files, ${first.contentImages.written} content images)`,
    );
    console.log(`catalogue:build afterwards:  ${(buildMs / 1000).toFixed(2)} s`);
    console.log(
      `total:                       ${((first.ms + buildMs) / 1000).toFixed(2)} s (target < 60 s)`,
    );
    console.log(
      `second seed:                 ${(second.ms / 1000).toFixed(2)} s, ${second.insertedTotal} rows inserted, ${second.artwork.written} artwork files and ${second.catalogue.written} catalogue files written (target 0 / 0 / 0)`,
    );
  } finally {
    await database.close();
    await closeSharedRedis();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
