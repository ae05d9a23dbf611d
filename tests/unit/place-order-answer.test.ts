/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";
import { guestDetails } from "./support/guest-details";
import { publishCatalogue } from "./support/test-catalogue";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const scratch = mkdtempSync(path.join(tmpdir(), "place-order-answer-"));
process.env.CATALOGUE_DIR = path.join(scratch, "catalogue");
process.env.DATA_DIR = scratch;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
const db = (): Db => seeded.database.db;
beforeAll(async () => {
  (globalThis as Record<symbol, unknown>)[Symbol.for("atelier.db")] = Promise.resolve(
    seeded.database,
  );
  // Gift cards are offered from the published catalogue.
  await publishCatalogue(db());
});

/**
 * A guest's bag holding every kind of line (a design, a piece from stock, a gift card, a gift
 * box) with `promo` on it, ready to pay with the local test card.
 */
async function fullBag(
  session: string,
  promo: typeof schema.promoCodes.$inferInsert,
  /** false: no gift card, so placeOrder numbers the order in one statement, not a transaction. */
  withGiftCard = true,
) {
  const actor: CartActor = { owner: { customerId: null, sessionId: session }, store: "web" };
  const { createCart, addToCart, viewCart } = await import("@/lib/cart/service");
  const { chooseGiftBox, listGiftBoxes } = await import("@/lib/cart/gift-boxes");
  const { createGiftCode } = await import("@/lib/cart/gift-codes");
  const { giftCardsFor } = await import("@/lib/catalogue/browse");
  const { registerGuest } = await import("@/lib/checkout/guest-customer");
  const { createCardToken } = await import("@/lib/payments/local/card-tokens");
  const { designInput } = await import("@/lib/configured-products/service");
  const { createConfigured } = await import("@/lib/configured-products/repository");
  const { encodeState, initialState, reduce } = await import("@/lib/configurator");
  const { loadProduct } = await import("@/lib/catalogue/load-product");
  const [piece] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(sql`${schema.products.stock} > 5`)
    .limit(1);
  const [bag] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, "the-city-tote"));
  const tote = bag && (await loadProduct(db(), bag.id));
  if (!piece || !tote) throw new Error("the seed lacks a piece in stock or the city tote");
  const foil = tote.components.find((c) => c.key === "foil-monogram");
  if (!foil) throw new Error("the city tote lost its foil monogram");
  const plain = reduce(tote, initialState(tote), {
    type: "answer-optional",
    componentId: foil.id,
    value: false,
  });
  const design = await createConfigured(
    db(),
    actor.owner,
    await designInput(db(), "web", {
      data: encodeState(plain),
      product_id: tote.id,
      customization_stage_id: 0,
      customizer_version: "2",
    }),
  );
  const created = await createCart(db(), actor, { kind: "product", id: piece.id });
  const cartId = created.cart.id;
  await addToCart(db(), actor, cartId, { kind: "configured_product", id: design.row.id });
  if (withGiftCard) {
    const card = (await giftCardsFor("web")).find((c) => c.denominations?.length);
    const amount = card?.denominations?.[0];
    if (!amount) throw new Error("the web store offers no gift card");
    const gift = await createGiftCode(db(), actor, {
      amount,
      delivery: "email",
      recipient_name: "Grace",
      recipient_email: `${session}-grace@example.com`,
      sender_name: undefined,
      message: undefined,
    });
    await addToCart(db(), actor, cartId, { kind: "gift_code", id: gift.id });
  }
  const [box] = await listGiftBoxes(db());
  if (!box) throw new Error("the seed has no gift box");
  await chooseGiftBox(db(), actor, cartId, { giftBoxId: box.id });
  const [code] = await db().insert(schema.promoCodes).values(promo).returning();
  await db()
    .update(schema.orders)
    .set({ promoCodeId: code?.id })
    .where(eq(schema.orders.id, cartId));
  await registerGuest(db(), actor, cartId, guestDetails(`${session}@example.com`));
  const { token } = createCardToken({
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  const view = await viewCart(db(), actor, cartId);
  return { actor, cartId, total: view.cart.total, token, pieceId: piece.id };
}

/**
 * placeOrder's answer is made from the cart it reserved rather than by reading the order again
 * (issue 27): it must be the answer the read gives, line for line, with the new stock figure and
 * this charge's payment.
 */
describe("placeOrder's answer", () => {
  it.each([
    ["an applied promo", { code: "ANSWER10", kind: "percentage", value: 1000 }],
    [
      "a promo out of its window",
      {
        code: "ANSWERGONE",
        kind: "percentage",
        value: 1000,
        expiresAt: new Date("2020-01-01T00:00:00Z"),
      },
    ],
    [
      "no gift card (numbered in one statement)",
      { code: "ANSWERONE", kind: "percentage", value: 1000 },
    ],
  ] as const)("is the order as read back, with %s", async (label, promo) => {
    const { placeOrder } = await import("@/lib/checkout/place-order");
    const { placedCartView, refreshCart } = await import("@/lib/cart/service");
    const giftCard = !label.startsWith("no gift card");
    const bag = await fullBag(`answer-${promo.code}`, promo, giftCard);
    const placed = await placeOrder(db(), bag.actor, {
      orderId: bag.cartId,
      total: bag.total,
      payment: { method: "card", token: bag.token },
    });
    expect(placed.placedCart).toBeDefined();
    if (!placed.placedCart) return;
    const answer = placedCartView(placed.placedCart);
    expect(answer).toEqual(await refreshCart(db(), placed.order));
    // What the comparison rests on, said plainly.
    const [piece] = await db()
      .select({ stock: schema.products.stock })
      .from(schema.products)
      .where(eq(schema.products.id, bag.pieceId));
    expect(answer.products[0]?.stock).toBe(piece?.stock);
    expect(answer.payments).toEqual([
      { provider: "card", status: "captured", amount: bag.total, currency: "USD" },
    ]);
    expect(answer.cart.status).toBe("paid");
    expect(answer.gift_codes).toHaveLength(giftCard ? 1 : 0);
    expect(answer.promo_code?.applied ?? false).toBe(label !== "a promo out of its window");
    // The provider's answer is written with the number (its reference, not the bare attempt).
    const [payment] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, bag.cartId));
    expect(payment?.status).toBe("captured");
    expect(payment?.providerReference).toBeTruthy();
  });
});

/**
 * The confirmation is sent with the statement that numbers the order, and COMMIT may travel
 * with both (issue 27): it is queued only for an order placed, once.
 */
describe("the order confirmation", () => {
  it.each([
    ["with a gift card (one transaction)", true],
    ["without (one statement)", false],
  ] as const)("is queued for a placed order only, and once: %s", async (label, giftCard) => {
    const { queueOrderConfirmation } = await import("@/lib/mail/outbox");
    const { placeOrder, numberOrder } = await import("@/lib/checkout/place-order");
    const bag = await fullBag(
      `confirm-once-${giftCard}`,
      { code: `CONFIRM5${giftCard ? "G" : "N"}`, kind: "percentage", value: 500 },
      giftCard,
    );
    const confirmations = async () =>
      (
        await db()
          .select({ id: schema.mailOutbox.id })
          .from(schema.mailOutbox)
          .where(eq(schema.mailOutbox.orderId, bag.cartId))
      ).length;
    await db().transaction((tx) => queueOrderConfirmation(tx, bag.cartId, "early@example.com"));
    expect(await confirmations()).toBe(0);
    await placeOrder(db(), bag.actor, {
      orderId: bag.cartId,
      total: bag.total,
      payment: { method: "card", token: bag.token },
    });
    expect(await confirmations()).toBe(1);
    await db().transaction((tx) => queueOrderConfirmation(tx, bag.cartId, "again@example.com"));
    expect(await confirmations()).toBe(1);
    // A replay numbering it again (a resume after a lost answer) finds it numbered: no second mail.
    await numberOrder(db(), bag.cartId, true);
    expect(await confirmations()).toBe(1);
  });

  it("once sent, is marked sent with the order's confirmation time", async () => {
    const { deliverDueMails } = await import("@/lib/mail/outbox");
    const { renderOrderConfirmation } = await import("@/lib/checkout/confirmation-mail");
    const { placeOrder } = await import("@/lib/checkout/place-order");
    const bag = await fullBag("confirm-sent", { code: "CONFIRM6", kind: "percentage", value: 600 });
    const placed = await placeOrder(db(), bag.actor, {
      orderId: bag.cartId,
      total: bag.total,
      payment: { method: "card", token: bag.token },
    });
    const config = { dataDir: scratch, from: "Atelier Ardent <care@atelier-ardent.example>" };
    const report = await deliverDueMails(db(), renderOrderConfirmation, { config });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [mail] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.orderId, bag.cartId));
    expect(mail?.status).toBe("sent");
    expect(mail?.sentAt).toBeInstanceOf(Date);
    const [order] = await db()
      .select({ sentAt: schema.orders.confirmationSentAt, number: schema.orders.number })
      .from(schema.orders)
      .where(eq(schema.orders.id, bag.cartId));
    expect(order?.number).toBe(placed.order.number);
    expect(order?.sentAt?.getTime()).toBe(mail?.sentAt?.getTime());
  });
});
