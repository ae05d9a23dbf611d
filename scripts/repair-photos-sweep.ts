/**
 * Sweeps the repair photo store as the servers do every hour (lib/orders/repair-photo-sweep.ts):
 * `npm run photos:sweep` deletes objects no row names that are older than an hour, and lists
 * rows whose object is missing. `-- --dry-run` only lists what it would delete.
 */
import { database } from "../lib/db/client";
import { sweepRepairPhotos } from "../lib/orders/repair-photo-sweep";

async function main() {
  try {
    const { db } = await database();
    const dryRun = process.argv.includes("--dry-run");
    const report = await sweepRepairPhotos(db, { dryRun });
    console.log(`objects listed: ${report.listed}`);
    console.log(
      `${dryRun ? "would delete" : "deleted"} ${report.orphans.length - report.failed} objects no row names` +
        (report.failed > 0 ? `, ${report.failed} could not be deleted (retried next sweep)` : ""),
    );
    for (const key of report.orphans) console.log(`  orphan: ${key}`);
    if (report.missing.length === 0) {
      console.log("Every photo row has its object.");
      return;
    }
    console.log(
      "Photo rows whose object is missing (the client and client care cannot open them):",
    );
    console.table(report.missing);
    process.exitCode = 2;
  } finally {
    await (await database()).close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
