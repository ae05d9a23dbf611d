import { eq } from "drizzle-orm";
import {
  configuredProducts,
  customerAddresses,
  customers,
  geoCountries,
  geoStates,
  orderItems,
  orders,
  products,
  retailStores,
  wishlists,
} from "@/lib/db/schema";
import { appDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));

// Issue 39: the download names what each row points at (an address's state and country, an order
// line's piece or the product a design was made on, a saved design's and a wish's product), and
// lists removed addresses and guest records too, each section oldest first.
const db = appDatabaseForFile("privacy-export-sections");

it("names what each row of the subject points at, removed rows included, oldest first", async () => {
  const { assembleExport } = await import("@/lib/privacy/export");
  const { accountSubject } = await import("@/lib/privacy/subjects");
  const [tote, bag] = await db()
    .select({ id: products.id, label: products.label })
    .from(products)
    .orderBy(products.label)
    .limit(2);
  const [store] = await db().select({ id: retailStores.id }).from(retailStores).limit(1);
  const [state] = await db()
    .select({ id: geoStates.id, code: geoStates.code, country: geoCountries.id })
    .from(geoStates)
    .innerJoin(geoCountries, eq(geoCountries.id, geoStates.countryId))
    .limit(1);
  const [country] = await db()
    .select({ code: geoCountries.code })
    .from(geoCountries)
    .where(eq(geoCountries.id, state!.country));
  const [customer] = await db()
    .insert(customers)
    .values({ email: "sections@example.com", hasAccount: true, passwordHash: "x" })
    .returning();
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
  const address = {
    customerId: customer!.id,
    kind: "shipping" as const,
    firstName: "Ada",
    lastName: "Lovelace",
    line1: "1 Main St",
    city: "Springfield",
    postalCode: "12345",
    geoCountryId: state!.country,
  };
  await db()
    .insert(customerAddresses)
    .values([
      { ...address, line1: "2 Later St", createdAt: at(2) },
      { ...address, geoStateId: state!.id, archivedAt: at(5), createdAt: at(1) },
    ]);
  const [design] = await db()
    .insert(configuredProducts)
    .values({
      productId: bag!.id,
      data: {},
      userId: customer!.id,
      userType: "customer",
      sessionId: "s",
      price: 90_000,
    })
    .returning();
  await db()
    .insert(wishlists)
    .values([
      { customerId: customer!.id, productId: tote!.id, createdAt: at(1) },
      { customerId: customer!.id, configuredProductId: design!.id, createdAt: at(2) },
    ]);
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: customer!.id,
      sessionId: "s",
      retailStoreId: store!.id,
      status: "paid",
      number: "SECTIONS1",
      total: 100_000,
      placedAt: at(3),
    })
    .returning();
  await db()
    .insert(orderItems)
    .values([
      {
        orderId: order!.id,
        itemType: "configured_product",
        configuredProductId: design!.id,
        unitPrice: 90_000,
        createdAt: at(4),
      },
      {
        orderId: order!.id,
        itemType: "product",
        productId: tote!.id,
        unitPrice: 10_000,
        createdAt: at(3),
      },
    ]);

  const subject = await accountSubject(db(), customer!.id);
  const { sections } = await assembleExport(db(), subject!);

  expect(sections.addresses).toEqual([
    expect.objectContaining({
      line1: "1 Main St",
      state: state!.code,
      country: country!.code,
      removed_at: at(5).toISOString(),
    }),
    expect.objectContaining({
      line1: "2 Later St",
      state: null,
      country: country!.code,
      removed_at: null,
    }),
  ]);
  expect(sections.orders).toEqual([
    expect.objectContaining({
      number: "SECTIONS1",
      lines: [
        {
          type: "product",
          item: tote!.label,
          design_id: null,
          quantity: 1,
          unit_price_cents: 10_000,
        },
        {
          type: "configured_product",
          item: bag!.label,
          design_id: design!.id,
          quantity: 1,
          unit_price_cents: 90_000,
        },
      ],
    }),
  ]);
  expect(sections.saved_designs).toEqual([
    expect.objectContaining({ id: design!.id, product: bag!.label, price_cents: 90_000 }),
  ]);
  expect(sections.wishlist).toEqual([
    { product: tote!.label, design_id: null, added_at: at(1).toISOString() },
    { product: null, design_id: design!.id, added_at: at(2).toISOString() },
  ]);
  expect(sections.profile).toEqual([expect.objectContaining({ email: "sections@example.com" })]);
});
