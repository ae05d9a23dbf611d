import { openDatabase } from "../lib/db/open";
import { env } from "../lib/env";
import { describeCleanup } from "../lib/deployment/demo-credentials";
import { describePlan, seed, seedPlan } from "./seed/run";
import { closeSharedRedis } from "../lib/shared-state/redis";

async function main() {
  const plan = seedPlan(process.argv.slice(2), env().DEMO, env().APP_ENV);
  const database = await openDatabase();
  try {
    console.log(describePlan(plan));
    const report = await seed(database, {}, plan);
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
    if (report.demoCleanup) console.log(describeCleanup(report.demoCleanup));
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
