import { openDatabase } from "../lib/db/open";
import { describeCleanup, disableDemoCredentials } from "../lib/deployment/demo-credentials";
import { env } from "../lib/env";

async function main() {
  const database = await openDatabase();
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
    // Outside the demo the published PINs (migration 0002 writes them into older databases), the
    // demo editor's password and the demo codes stop working.
    if (!env().DEMO) console.log(describeCleanup(await disableDemoCredentials(database.db)));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
