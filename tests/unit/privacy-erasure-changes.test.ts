import { eq, inArray } from "drizzle-orm";
import {
  configuredProducts,
  orderDesignChanges,
  orderRepairPhotos,
  orderRepairs,
  orders,
  privacyRequests,
} from "@/lib/db/schema";
import { madeToOrderLine, repairAsked, savedDesign } from "./support/made-order";
import { appDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));

// Issue 37 meets issue 38: a design changed after the order is no longer on any order line, but
// the order's history (order_design_changes) names it. Erasing the account must keep both designs
// (naming nobody), not fail on the history's reference and roll the whole erasure back. A repair
// of the bag stays with the order too, without the client's words and photos.
const db = appDatabaseForFile("privacy-erasure-changes");

it("keeps both designs of a change made after the order, belonging to no one, and the repair without the client's words and photos", async () => {
  const { eraseSubject } = await import("@/lib/privacy/erase");
  const { accountSubject } = await import("@/lib/privacy/subjects");
  const {
    productId,
    customer,
    design: after,
    order,
    line,
  } = await madeToOrderLine(db(), {
    email: "changed@example.com",
    number: `CHG${Date.now()}`,
    placedAt: new Date(),
  });
  const before = await savedDesign(db(), customer.id, productId);
  await db().insert(orderDesignChanges).values({
    orderId: order.id,
    orderItemId: line.id,
    fromConfiguredProductId: before.id,
    toConfiguredProductId: after.id,
    paidPrice: 100_000,
    newPrice: 100_000,
    difference: 0,
    status: "applied",
  });
  const repair = await repairAsked(db(), line, {
    number: `RP-${Date.now()}`,
    description: "The strap came loose where my initials are",
    requestKey: "form-1",
    requestedAt: new Date(),
  });
  const photoKey = `${repair.id}/${line.id}.jpg`;
  await db().insert(orderRepairPhotos).values({
    repairId: repair.id,
    storageKey: photoKey,
    bytes: 1,
    width: 1,
    height: 1,
    position: 0,
  });
  const [request] = await db()
    .insert(privacyRequests)
    .values({
      kind: "erase",
      channel: "account",
      customerId: customer.id,
      email: customer.email,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();

  const subject = await accountSubject(db(), customer.id);
  // Before: the download carries the repair as the client wrote it.
  const { assembleExport } = await import("@/lib/privacy/export");
  const download = await assembleExport(db(), subject!);
  expect(download.sections.repairs).toEqual([
    expect.objectContaining({
      number: repair.number,
      order_number: order.number,
      description: "The strap came loose where my initials are",
      photos: 1,
      estimate: null,
    }),
  ]);
  const { outcome, photoKeys } = await db().transaction((tx) =>
    eraseSubject(tx, subject!, request!.id),
  );
  expect(outcome).toMatchObject({ repair_descriptions_erased: 1, repair_photos_deleted: 1 });
  // The photos' bytes are the caller's to remove once this has committed.
  expect(photoKeys).toEqual([photoKey]);
  const [keptRepair] = await db().select().from(orderRepairs).where(eq(orderRepairs.id, repair.id));
  expect(keptRepair?.description).toBe("Erased");
  expect(
    await db().select().from(orderRepairPhotos).where(eq(orderRepairPhotos.repairId, repair.id)),
  ).toEqual([]);

  const designs = await db()
    .select({ id: configuredProducts.id, userId: configuredProducts.userId })
    .from(configuredProducts)
    .where(inArray(configuredProducts.id, [before.id, after.id]));
  expect(designs).toHaveLength(2);
  expect(designs.every((d) => d.userId === null)).toBe(true);
  const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
  expect(kept?.customerId).toBe(customer.id);
}, 120_000);
