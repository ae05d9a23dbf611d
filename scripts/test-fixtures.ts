import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { issueApiToken } from "../lib/auth/tokens";
import { customers } from "../lib/db/schema";
import { openDatabase } from "../lib/db/open";
import { env } from "../lib/env";

/**
 * Test-only fixtures, written before the test server starts: a registered customer with an api
 * token, saved to DATA_DIR/fixtures.json for the API tests. Refuses to run outside APP_ENV=test.
 */
async function main() {
  const { APP_ENV, DATA_DIR } = env();
  if (APP_ENV !== "test") throw new Error("test fixtures are only created with APP_ENV=test");
  const database = await openDatabase();
  try {
    const email = "fixture.customer@example.com";
    await database.db
      .insert(customers)
      .values({ email, firstName: "Fixture", lastName: "Customer", hasAccount: true })
      .onConflictDoNothing({ target: customers.email });
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, email));
    if (!customer) throw new Error("fixture customer missing");
    const token = await issueApiToken(database.db, customer.id);
    await writeFile(
      path.resolve(DATA_DIR, "fixtures.json"),
      JSON.stringify({ customer: { id: customer.id, email, token } }, null, 2),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
