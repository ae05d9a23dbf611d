import { openDatabase } from "../lib/db/open";
import { seed } from "./seed/run";
import { closeSharedRedis } from "../lib/shared-state/redis";

async function main() {
  const database = await openDatabase();
  try {
    const report = await seed(database);
    const tables = Object.entries(report.inserted)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ");
    console.log(
      `Seeded ${database.kind} in ${report.ms} ms: ${report.insertedTotal} rows inserted` +
        `${tables ? ` (${tables})` : " (nothing new)"}.\n` +
        `Artwork ${report.artwork.written} written / ${report.artwork.unchanged} unchanged; ` +
        `content images ${report.contentImages.written} / ${report.contentImages.unchanged}; ` +
        `Open Graph images ${report.ogImages.written} / ${report.ogImages.unchanged}; ` +
        `catalogue ${report.catalogue.written} written / ${report.catalogue.unchanged} unchanged, digest ${report.catalogue.digest}.`,
    );
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
