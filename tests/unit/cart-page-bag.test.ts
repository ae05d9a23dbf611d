/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import { MASK } from "./support/mask-bag";
import { seededDatabaseForFile } from "./support/seeded-db";
import { publishCatalogue } from "./support/test-catalogue";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const scratch = mkdtempSync(path.join(tmpdir(), "cart-page-bag-"));
process.env.CATALOGUE_DIR = path.join(scratch, "catalogue");
process.env.DATA_DIR = scratch;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
const guest: CartActor = {
  owner: { customerId: null, sessionId: "cart-page-guest" },
  store: "web",
};

/** A guest's bag holding the silk mask, made as the cart API makes it. */
async function maskBag() {
  const { createCart } = await import("@/lib/cart/service");
  const { db } = seeded.database;
  const [mask] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, MASK));
  if (!mask) throw new Error(`the seed lost ${MASK}`);
  return createCart(db, guest, { kind: "product", id: mask.id });
}

/**
 * Issue 27: the cart page's server render reads the shopper's bag with the cart API's own reads,
 * and nothing at all for a cookie that names no bag of theirs.
 */
describe("bagForPage", () => {
  beforeAll(async () => {
    await publishCatalogue(seeded.database.db);
  });

  it("gives the owner's bag as the cart API prices it, with the boxes and the dates", async () => {
    const { bagForPage } = await import("@/lib/checkout/cart-page");
    const { viewCart } = await import("@/lib/cart/service");
    const { listGiftBoxes } = await import("@/lib/cart/gift-boxes");
    const { cartDeliveryDates } = await import("@/lib/delivery/service");
    const { db } = seeded.database;
    const created = await maskBag();
    // The cookie as the browser sends it; ids are read in every letter case, like the API's.
    const bag = await bagForPage(db, "web", guest.owner, created.id.toUpperCase());
    expect(bag).not.toBeNull();
    expect(bag?.cart).toEqual(await viewCart(db, guest, created.id));
    expect(bag?.cart.cart.total).toBe(created.cart.total);
    expect(bag?.cart.products.map((p) => p.name)).toEqual([MASK]);
    expect(bag?.giftBoxes).toEqual(await listGiftBoxes(db));
    expect(bag?.giftBoxes.length).toBeGreaterThan(0);
    expect(bag?.delivery).toEqual(await cartDeliveryDates(db, guest, created.id));
    expect(bag?.delivery.lines.map((line) => line.id)).toEqual([created.products[0]?.pivot.id]);
  });

  it("gives nothing for someone else's bag, another store's, or an id of no bag", async () => {
    const { bagForPage } = await import("@/lib/checkout/cart-page");
    const { db } = seeded.database;
    const created = await maskBag();
    const stranger = { customerId: null, sessionId: "cart-page-stranger" };
    expect(await bagForPage(db, "web", stranger, created.id)).toBeNull();
    expect(await bagForPage(db, "dept-manhattan", guest.owner, created.id)).toBeNull();
    expect(await bagForPage(db, "web", guest.owner, randomUUID())).toBeNull();
    expect(await bagForPage(db, "web", guest.owner, "not-an-id")).toBeNull();
    expect(await bagForPage(db, "web", guest.owner, undefined)).toBeNull();
  });

  it("gives nothing once the bag is an order", async () => {
    const { bagForPage } = await import("@/lib/checkout/cart-page");
    const { db } = seeded.database;
    const created = await maskBag();
    await db
      .update(schema.orders)
      .set({ status: "placed" })
      .where(eq(schema.orders.id, created.id));
    expect(await bagForPage(db, "web", guest.owner, created.id)).toBeNull();
  });
});
