import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { issueApiToken } from "../lib/auth/tokens";
import { customers, productImages, products } from "../lib/db/schema";
import { openDatabase } from "../lib/db/open";
import type { Db } from "../lib/db/types";
import { env } from "../lib/env";
import { closeSharedRedis } from "../lib/shared-state/redis";

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
      .onConflictDoNothing();
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, email));
    if (!customer) throw new Error("fixture customer missing");
    const token = await issueApiToken(database.db, customer.id);
    const raceProductId = await raceProduct(database.db);
    await writeFile(
      path.resolve(DATA_DIR, "fixtures.json"),
      JSON.stringify({ customer: { id: customer.id, email, token }, raceProductId }, null, 2),
    );
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

/**
 * A limited piece with 3 units that only the stock-race API test buys, so the race never eats
 * the demo stock other tests (and the e2e run after them) rely on. A copy of a seeded piece.
 */
async function raceProduct(db: Db): Promise<string> {
  const [template] = await db
    .select()
    .from(products)
    .where(eq(products.name, "limited-edition-city-tote-emerald-croc"));
  if (!template) throw new Error("the demo limited edition tote is missing");
  const name = "limited-edition-race-fixture";
  await db
    .insert(products)
    .values({ ...template, id: undefined, name, sku: "AA-TEST-RACE", stock: 3 })
    .onConflictDoNothing({ target: products.name });
  const [copy] = await db.select().from(products).where(eq(products.name, name));
  if (!copy) throw new Error("race fixture product missing");
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, template.id));
  if (images.length) {
    await db
      .insert(productImages)
      .values(images.map((image) => ({ ...image, id: undefined, productId: copy.id })))
      .onConflictDoNothing();
  }
  return copy.id;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
