import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { issueApiToken } from "../lib/auth/tokens";
import { createPartnerToken, revokePartnerToken } from "../lib/partners/tokens";
import { buildCatalogue } from "../lib/catalogue/build";
import { deliveryClaimHolds } from "../lib/delivery/claim-check";
import { catalogueDir } from "../lib/catalogue/paths";
import {
  atelierSettings,
  customers,
  orderItems,
  orderStageEvents,
  orders,
  productImages,
  products,
  retailStores,
} from "../lib/db/schema";
import { openDatabase } from "../lib/db/open";
import type { Db } from "../lib/db/types";
import { env } from "../lib/env";
import { closeSharedRedis } from "../lib/shared-state/redis";

const TEST_DAILY_CAPACITY = 1000;
const TEST_MASK_STOCK = 500;

/**
 * Test-only fixtures, written before the test server starts: a registered customer with an api
 * token, saved to DATA_DIR/fixtures.json for the API tests, and pieces with stock of their own.
 * Refuses to run outside APP_ENV=test.
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
      .onConflictDoNothing({ target: customers.email, where: sql`${customers.hasAccount}` });
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, email));
    if (!customer) throw new Error("fixture customer missing");
    const token = await issueApiToken(database.db, customer.id);
    const raceProductId = await copyOf(database.db, "limited-edition-city-tote-emerald-croc", {
      name: "limited-edition-race-fixture",
      label: "Limited Edition Race Fixture",
      sku: "AA-TEST-RACE",
      stock: 3,
    });
    await copyOf(database.db, "sample-sale-backpack-olive", {
      name: "sample-sale-stock-fixture",
      label: "Sample Sale Stock Fixture",
      sku: "AA-TEST-STOCK",
      stock: 2,
    });
    // Issue 26: the partners' tokens, made as `npm run partners -- create` makes them (never
    // seeded by the demo: a production database holds no partner token it did not make).
    const atelier = await createPartnerToken(database.db, {
      name: "Test atelier",
      scopes: ["stages"],
      createdBy: "test fixtures",
    });
    const care = await createPartnerToken(database.db, {
      name: "Test client care",
      scopes: ["cancel"],
      createdBy: "test fixtures",
    });
    // Issue 38: the warehouse's token, and two colours of one style for the exchanges.
    const warehouse = await createPartnerToken(database.db, {
      name: "Test warehouse",
      scopes: ["returns"],
      createdBy: "test fixtures",
    });
    // Issue 38: the atelier's repair desk reports a repair's stages.
    const repairDesk = await createPartnerToken(database.db, {
      name: "Test repair desk",
      scopes: ["repairs"],
      createdBy: "test fixtures",
    });
    const returnsPieceId = await copyOf(database.db, "limited-edition-silk-mask-gold-leaf", {
      name: "limited-edition-silk-mask-returns-fixture",
      label: "Limited Edition Silk Mask, Returns Fixture",
      sku: "AA-LE-MSK-RTN",
      stock: 40,
    });
    const exchangePieceId = await copyOf(database.db, "limited-edition-silk-mask-gold-leaf", {
      name: "limited-edition-silk-mask-ivory-fixture",
      label: "Limited Edition Silk Mask, Ivory Fixture",
      sku: "AA-LE-MSK-IVR",
      stock: 20,
    });
    const lateOrderId = await deliveredLongAgo(database.db, customer.id, returnsPieceId);
    const revoked = await createPartnerToken(database.db, {
      name: "Test revoked atelier",
      scopes: ["stages", "cancel"],
      createdBy: "test fixtures",
    });
    await revokePartnerToken(database.db, revoked.id);
    // The API suites and then the e2e run on one server and buy the demo's silk mask dozens of
    // times (it is the cheapest stock piece): in the test world the shelf holds enough for all.
    await database.db
      .update(products)
      .set({ stock: TEST_MASK_STOCK })
      .where(eq(products.name, "limited-edition-silk-mask-gold-leaf"));
    // The suites place dozens of bags in one day; in the test world the atelier starts enough
    // a day that their own orders never push a date, nor the "under 21 days" the pages claim.
    await database.db
      .update(atelierSettings)
      .set({ dailyCapacity: TEST_DAILY_CAPACITY, updatedAt: new Date() });
    // The stock piece has a page: publish the catalogue again with it.
    await buildCatalogue(database.db, catalogueDir(), deliveryClaimHolds);
    await writeFile(
      path.resolve(DATA_DIR, "fixtures.json"),
      JSON.stringify(
        {
          customer: { id: customer.id, email, token },
          raceProductId,
          partners: {
            atelier: atelier.token,
            care: care.token,
            revoked: revoked.token,
            warehouse: warehouse.token,
            repairs: repairDesk.token,
          },
          returns: { pieceId: returnsPieceId, exchangeId: exchangePieceId, lateOrderId },
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

/**
 * A copy of a seeded piece with stock of its own, so a test that uses it up (or counts it) never
 * touches the demo stock other tests rely on:
 * - limited-edition-race-fixture, 3 units, bought only by the stock-race API test;
 * - sample-sale-stock-fixture, 2 units, only ever put in a bag (never bought) by the e2e stock
 *   test, so every run finds both units.
 */
async function copyOf(
  db: Db,
  templateName: string,
  fixture: { name: string; label?: string; sku: string; stock: number },
): Promise<string> {
  const [template] = await db.select().from(products).where(eq(products.name, templateName));
  if (!template) throw new Error(`the demo piece ${templateName} is missing`);
  await db
    .insert(products)
    .values({ ...template, ...fixture, id: undefined })
    .onConflictDoNothing({ target: products.name });
  const [copy] = await db.select().from(products).where(eq(products.name, fixture.name));
  if (!copy) throw new Error(`fixture product ${fixture.name} missing`);
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

/**
 * Issue 38: an order of the fixture customer delivered 31 days ago, past the 30-day window of the
 * web store: the API has no clock to move, so the return window's end is tested on it.
 */
async function deliveredLongAgo(db: Db, customerId: string, productId: string): Promise<string> {
  const number = "AA-LATE2222";
  const [existing] = await db.select().from(orders).where(eq(orders.number, number));
  if (existing) return existing.id;
  const [store] = await db.select().from(retailStores).where(eq(retailStores.name, "web"));
  if (!store) throw new Error("the web store is missing");
  const day = 24 * 60 * 60 * 1000;
  const placedAt = new Date(Date.now() - 40 * day);
  const deliveredAt = new Date(Date.now() - 31 * day);
  const [order] = await db
    .insert(orders)
    .values({
      number,
      status: "paid",
      customerId,
      sessionId: "fixture-late-order",
      retailStoreId: store.id,
      itemTotal: 4500,
      total: 4500,
      placedAt,
      productionStage: "delivered",
      productionStageAt: deliveredAt,
    })
    .returning();
  if (!order) throw new Error("late order not made");
  await db
    .insert(orderItems)
    .values({ orderId: order.id, itemType: "product", productId, unitPrice: 4500 });
  await db.insert(orderStageEvents).values([
    {
      orderId: order.id,
      stage: "quality_check",
      occurredAt: new Date(deliveredAt.getTime() - 3 * day),
    },
    {
      orderId: order.id,
      stage: "shipped",
      occurredAt: new Date(deliveredAt.getTime() - 2 * day),
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    },
    { orderId: order.id, stage: "delivered", occurredAt: deliveredAt },
  ]);
  return order.id;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
