import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "../lib/env";
import { openDatabase } from "../lib/db/open";
import { checkReset, describePlan, seed, seedPlan } from "./seed/run";
import { closeSharedRedis } from "../lib/shared-state/redis";

/** Drops everything and seeds again: PGlite's directory is removed, PostgreSQL's schemas dropped. */
async function main() {
  const { DATABASE_URL, PGLITE_DIR, DEMO, APP_ENV } = env();
  checkReset(DEMO, APP_ENV);
  const plan = seedPlan(process.argv.slice(2), DEMO, APP_ENV);
  if (DATABASE_URL) {
    const database = await openDatabase();
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
  } else {
    await rm(path.resolve(PGLITE_DIR), { recursive: true, force: true });
  }
  const database = await openDatabase();
  try {
    console.log(describePlan(plan));
    const report = await seed(database, {}, plan);
    console.log(`Reset ${database.kind}: ${report.insertedTotal} rows seeded in ${report.ms} ms.`);
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
