/**
 * @jest-environment node
 */
import { and, eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import type { ConfiguratorAction } from "@/lib/configurator";
import * as schema from "@/lib/db/schema";
import { guestDetails } from "../support/guest-details";
import { seededCityTote } from "../support/city-tote";
import { moneyRowsOf } from "../support/money-rows";
import { appDatabaseForFile } from "../support/seeded-db";
import { stripeStandInForFile } from "../support/stripe-for-file";

/**
 * Issue 38, no money stranded by a design change (the Stripe adapter against its stand-in): a
 * cheaper design's refund that the provider refuses stays visible to client care with the
 * payment still captured, and reconciliation gives it back once; a later cancellation refunds
 * only the rest; a change a crash left unfinished after its charge is given back.
 */
jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
/** Run while a difference is being charged: the atelier's report arriving mid-request. */
const duringCharge: { run: (() => Promise<void>) | null } = { run: null };
jest.mock("@/lib/payments", () => {
  const actual = jest.requireActual<typeof import("@/lib/payments")>("@/lib/payments");
  return {
    ...actual,
    providerFor: (...args: Parameters<typeof actual.providerFor>) => {
      const provider = actual.providerFor(...args);
      return {
        ...provider,
        charge: async (request: Parameters<typeof provider.charge>[0]) => {
          const result = await provider.charge(request);
          const run = duringCharge.run;
          duringCharge.run = null;
          if (run) await run();
          return result;
        },
      };
    },
  };
});
/** Every cart loadCart read, by order id: what a refused change costs the database. */
const cartReads: string[] = [];
jest.mock("@/lib/cart/load", () => {
  const actual = jest.requireActual<typeof import("@/lib/cart/load")>("@/lib/cart/load");
  return {
    ...actual,
    loadCart: (...args: Parameters<typeof actual.loadCart>) => {
      cartReads.push(args[1].id);
      return actual.loadCart(...args);
    },
  };
});
jest.setTimeout(60_000);
process.env.LOG_LEVEL = "silent";
const stripe = stripeStandInForFile();
const db = appDatabaseForFile("design-change");

const actor: CartActor = { owner: { customerId: null, sessionId: "change-test" }, store: "web" };
const MINUTE = 60_000;

afterEach(() => {
  duringCharge.run = null;
});

/** The City Tote's plain design and its foil-monogrammed one, saved as configured products. */
async function toteDesigns() {
  const { designInput } = await import("@/lib/configured-products/service");
  const { createConfigured } = await import("@/lib/configured-products/repository");
  const { encodeState, initialState, reduce } = await import("@/lib/configurator");
  const tote = await seededCityTote(db());
  const foil = tote.components.find((c) => c.key === "foil-monogram");
  const variant = foil?.variants[0];
  const personalizable = foil?.personalizable;
  if (!foil || !variant || !personalizable) throw new Error("the seed lost the tote");
  const actions = (monogram: boolean): ConfiguratorAction[] =>
    monogram
      ? [
          { type: "answer-optional", componentId: foil.id, value: true },
          { type: "choose-variant", componentId: foil.id, variantId: variant.id },
          { type: "set-personalization", personalizableId: personalizable.id, text: "AB" },
          { type: "complete-personalization", personalizableId: personalizable.id },
        ]
      : [{ type: "answer-optional", componentId: foil.id, value: false }];
  const save = async (monogram: boolean) => {
    const state = actions(monogram).reduce(
      (current, action) => reduce(tote, current, action),
      initialState(tote),
    );
    const input = await designInput(db(), "web", {
      data: encodeState(state),
      product_id: tote.id,
      customization_stage_id: 0,
      customizer_version: "2",
    });
    return (await createConfigured(db(), actor.owner, input)).row.id;
  };
  return { monogrammed: await save(true), plain: await save(false) };
}

/** A guest orders the monogrammed tote and pays by card (Stripe stand-in). */
async function paidTote() {
  const { createCart, viewCart } = await import("@/lib/cart/service");
  const { registerGuest } = await import("@/lib/checkout/guest-customer");
  const { placeOrder } = await import("@/lib/checkout/place-order");
  const designs = await toteDesigns();
  const created = await createCart(db(), actor, {
    kind: "configured_product",
    id: designs.monogrammed,
  });
  const email = `change-${created.cart.id.slice(0, 8)}@example.com`;
  await registerGuest(
    db(),
    actor,
    created.cart.id,
    guestDetails(email, { first: "Ada", last: "Byron", phone: "212 555 0103" }),
  );
  const total = (await viewCart(db(), actor, created.cart.id)).cart.total;
  const placed = await placeOrder(db(), actor, {
    orderId: created.cart.id,
    total,
    payment: { method: "card", token: stripe().prepare(created.cart.id, total) },
  });
  const [order] = await db()
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.id, placed.order.id));
  const [line] = await db()
    .select({ id: schema.orderItems.id })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, placed.order.id));
  if (!order || !line) throw new Error("the order was not placed");
  return { order, lineId: line.id, total, designs };
}

const { paymentsOf } = moneyRowsOf(db);

/**
 * The paid tote changed to its plain design (that difference refunded), then quoted the
 * monogrammed one again: dearer, with the intent the server makes for its difference
 * (lib/payments/stripe/difference.ts), confirmed by the client.
 */
async function plainThenDearer() {
  const { changeDesign, quoteDesignChange } = await import("@/lib/orders/aftercare");
  const bag = await paidTote();
  const plain = { lineId: bag.lineId, configuredProductId: bag.designs.plain };
  const back = await quoteDesignChange(db(), bag.order, plain);
  await changeDesign(db(), bag.order, { ...plain, expectedDifference: back.difference });
  const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, bag.order.id));
  if (!order) throw new Error("the order is gone");
  const dearer = { lineId: bag.lineId, configuredProductId: bag.designs.monogrammed };
  const quote = await quoteDesignChange(db(), order, dearer);
  expect(quote.difference).toBeGreaterThan(0);
  const intent = stripe().prepareDifference(
    order.id,
    quote.difference,
    `${dearer.lineId}:${dearer.configuredProductId}`,
  );
  return { bag, order, plain, dearer, quote, intent };
}

describe("the money of a design change", () => {
  it("keeps a refused refund of the difference for client care, and reconciliation gives it back once", async () => {
    const { changeDesign, quoteDesignChange } = await import("@/lib/orders/aftercare");
    const { openGiveBacks } = await import("@/lib/checkout/give-back");
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { cancelOrder } = await import("@/lib/orders/production");
    const bag = await paidTote();
    const request = { lineId: bag.lineId, configuredProductId: bag.designs.plain };
    const quote = await quoteDesignChange(db(), bag.order, request);
    expect(quote.difference).toBeLessThan(0);
    stripe().script.refuseRefunds = 1;

    await changeDesign(db(), bag.order, { ...request, expectedDifference: quote.difference });

    const [payment] = await paymentsOf(bag.order.id);
    // A part of the capture is owed back; the rest is still the order's.
    expect(payment?.status).toBe("captured");
    const open = (await openGiveBacks(db())).filter((g) => g.orderId === bag.order.id);
    expect(open).toEqual([
      expect.objectContaining({
        reason: "design_change_refund",
        amount: -quote.difference,
        status: "pending",
        attempts: 1,
        lastError: expect.any(String),
      }),
    ]);
    expect(stripe().givenBack.filter((g) => g.reference === payment?.providerReference)).toEqual(
      [],
    );

    await reconcileStrandedOrders(db(), new Date(Date.now() + 6 * MINUTE));
    await reconcileStrandedOrders(db(), new Date(Date.now() + 60 * MINUTE));
    expect(stripe().givenBack.filter((g) => g.reference === payment?.providerReference)).toEqual([
      expect.objectContaining({ amount: -quote.difference, action: "refund" }),
    ]);
    expect((await paymentsOf(bag.order.id))[0]?.status).toBe("captured");

    // Cancelled afterwards, only what is left of the payment goes back.
    const { view } = await cancelOrder(db(), {
      number: bag.order.number!,
      reason: "Changed her mind again.",
      partnerId: null,
      idempotency: null,
    });
    expect(view.refund).toEqual({ status: "refunded", amount: bag.total + quote.difference });
    expect(
      stripe()
        .givenBack.filter((g) => g.reference === payment?.providerReference)
        .reduce((sum, g) => sum + g.amount, 0),
    ).toBe(bag.total);
  });

  it("loses a change whose difference was charged while the atelier reported cutting, and refunds it", async () => {
    const { changeDesign } = await import("@/lib/orders/aftercare");
    const { reportStage } = await import("@/lib/orders/production");
    const { createPartnerToken } = await import("@/lib/partners/tokens");
    const atelier = await createPartnerToken(db(), {
      name: "Atelier",
      scopes: ["stages"],
      createdBy: "test",
    });
    // The plain tote, changed for the dearer monogrammed one.
    const { bag, order, dearer, quote, intent } = await plainThenDearer();
    duringCharge.run = async () => {
      await reportStage(db(), {
        number: order.number!,
        stage: "cutting",
        partnerId: atelier.id,
        idempotency: null,
      });
    };

    await expect(
      changeDesign(db(), order, {
        ...dearer,
        expectedDifference: quote.difference,
        paymentToken: intent,
      }),
    ).rejects.toMatchObject({
      kind: "conflict",
      code: "order_in_production",
      message:
        'The atelier has started this order ("Cutting"): its design can no longer be changed. Nothing was changed, and the difference charged is refunded.',
    });
    const charge = (await paymentsOf(order.id)).find((p) => p.amount === quote.difference);
    expect(charge?.status).toBe("refunded");
    expect(stripe().givenBack.filter((g) => g.reference === charge?.providerReference)).toEqual([
      expect.objectContaining({ amount: quote.difference, action: "refund" }),
    ]);
    const [line] = await db()
      .select({ design: schema.orderItems.configuredProductId })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.id, bag.lineId));
    expect(line?.design).toBe(bag.designs.plain);
    const changes = await db()
      .select({ status: schema.orderDesignChanges.status })
      .from(schema.orderDesignChanges)
      .where(eq(schema.orderDesignChanges.orderId, order.id));
    expect(changes.map((c) => c.status).sort()).toEqual(["applied", "lost"]);
  });

  it("lets the hold of a change refused for its price go, reading the order's cart once", async () => {
    const { changeDesign } = await import("@/lib/orders/aftercare");
    const { order, dearer, quote, intent } = await plainThenDearer();

    cartReads.length = 0;
    await expect(
      changeDesign(db(), order, {
        ...dearer,
        expectedDifference: quote.difference + 100,
        paymentToken: intent,
      }),
    ).rejects.toMatchObject({ kind: "conflict", code: "change_price_changed" });
    expect(stripe().intents.get(intent)?.status).toBe("canceled");
    expect(cartReads.filter((id) => id === order.id)).toHaveLength(1);
  });

  it("refuses a payment that already paid an earlier change, saying so on the change", async () => {
    const { changeDesign, quoteDesignChange } = await import("@/lib/orders/aftercare");
    const { order, plain, dearer, quote, intent } = await plainThenDearer();
    await changeDesign(db(), order, {
      ...dearer,
      expectedDifference: quote.difference,
      paymentToken: intent,
    });
    /** `to`, for the difference the server quotes on the order as it stands now. */
    const change = async (to: typeof plain, paymentToken?: string) => {
      const [now] = await db().select().from(schema.orders).where(eq(schema.orders.id, order.id));
      const quoted = await quoteDesignChange(db(), now!, to);
      return changeDesign(db(), now!, {
        ...to,
        expectedDifference: quoted.difference,
        paymentToken,
      });
    };
    await change(plain);

    await expect(change(dearer, intent)).rejects.toMatchObject({
      kind: "invalid",
      errors: {
        payment_token: ["This payment was already used. Please pay the difference again."],
      },
    });
    const notes = await db()
      .select({ status: schema.orderDesignChanges.status, note: schema.orderDesignChanges.note })
      .from(schema.orderDesignChanges)
      .where(eq(schema.orderDesignChanges.orderId, order.id));
    expect(notes.filter((row) => row.status !== "applied")).toEqual([
      { status: "lost", note: "This payment was already used for this order." },
    ]);
  });

  it("gives back the charge of a change a crash left unfinished", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const bag = await paidTote();
    const { providerFor } = await import("@/lib/payments");
    const long = new Date(Date.now() - 60 * MINUTE);
    // The difference was charged, then the server died before the change was decided.
    const charged = await providerFor("card").charge({
      orderId: bag.order.id,
      amount: 4899,
      currency: "USD",
      method: "card",
      token: stripe().prepare(bag.order.id, 4899),
      idempotencyKey: `design_change_unfinished_${bag.order.id}`,
      description: "design change",
    });
    if (!charged.ok) throw new Error("the stand-in refused the charge");
    const [charge] = await db()
      .insert(schema.payments)
      .values({
        orderId: bag.order.id,
        provider: "card",
        status: "captured",
        amount: 4899,
        currency: "USD",
        providerReference: charged.reference,
        idempotencyKey: `design_change_unfinished_${bag.order.id}`,
        updatedAt: long,
      })
      .returning();
    const [change] = await db()
      .insert(schema.orderDesignChanges)
      .values({
        orderId: bag.order.id,
        orderItemId: bag.lineId,
        fromConfiguredProductId: bag.designs.monogrammed,
        toConfiguredProductId: bag.designs.plain,
        paidPrice: 1,
        newPrice: 2,
        difference: 4899,
        paymentId: charge!.id,
        updatedAt: long,
      })
      .returning();

    await reconcileStrandedOrders(db());

    const [after] = await db()
      .select()
      .from(schema.orderDesignChanges)
      .where(eq(schema.orderDesignChanges.id, change!.id));
    expect(after?.status).toBe("lost");
    expect(stripe().givenBack.filter((g) => g.reference === charged.reference)).toEqual([
      expect.objectContaining({ amount: 4899, action: "refund" }),
    ]);
    const [kept] = await db()
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.id, charge!.id), eq(schema.payments.status, "refunded")));
    expect(kept).toBeDefined();
    // The order's own payment and design are untouched.
    const [line] = await db()
      .select({ design: schema.orderItems.configuredProductId })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.id, bag.lineId));
    expect(line?.design).toBe(bag.designs.monogrammed);
  });
});
