import {
  configuredProducts,
  customers,
  orderItems,
  orderRepairs,
  orders,
  products,
  retailStores,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * The rows the aftercare unit tests (repair photos, erasure of a changed or repaired bag) stand
 * on, written straight into a seeded database: a customer's paid order of one made-to-order bag
 * on the seeded catalogue's first product and retail store, and a repair asked for it.
 */

/** A design of `productId` saved by the customer. */
export async function savedDesign(db: Db, customerId: string, productId: string) {
  const [design] = await db
    .insert(configuredProducts)
    .values({
      productId,
      data: {},
      userId: customerId,
      userType: "customer",
      sessionId: "s",
      price: 100_000,
    })
    .returning();
  if (!design) throw new Error("the design was not saved");
  return design;
}

/** A new customer with an account (`email`) whose paid order `number` holds one saved design. */
export async function madeToOrderLine(
  db: Db,
  input: { email: string; number: string; placedAt: Date },
) {
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [store] = await db.select({ id: retailStores.id }).from(retailStores).limit(1);
  if (!product || !store) throw new Error("the database holds no catalogue: seed it");
  const [customer] = await db
    .insert(customers)
    .values({ email: input.email, hasAccount: true, passwordHash: "x" })
    .returning();
  if (!customer) throw new Error("the customer was not made");
  const design = await savedDesign(db, customer.id, product.id);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer.id,
      sessionId: "s",
      retailStoreId: store.id,
      status: "paid",
      number: input.number,
      total: 100_000,
      placedAt: input.placedAt,
    })
    .returning();
  if (!order) throw new Error("the order was not made");
  const [line] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      itemType: "configured_product",
      configuredProductId: design.id,
      unitPrice: 100_000,
    })
    .returning();
  if (!line) throw new Error("the order line was not made");
  return { productId: product.id, customer, design, order, line };
}

/** The client's request to repair the line's bag, in their own words. */
export async function repairAsked(
  db: Db,
  line: { id: string; orderId: string },
  input: { number: string; description: string; requestKey: string; requestedAt: Date },
) {
  const [repair] = await db
    .insert(orderRepairs)
    .values({ ...input, orderId: line.orderId, orderItemId: line.id })
    .returning();
  if (!repair) throw new Error("the repair was not recorded");
  return repair;
}
