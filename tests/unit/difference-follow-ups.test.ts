/**
 * @jest-environment node
 */
import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import { paidMaskOrder } from "./support/mask-bag";
import { appDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
const db = appDatabaseForFile("difference-follow-ups");

/**
 * Issue 38: the money of a design change that needs a person. A refused difference charge and a
 * refused refund of a difference are listed for client care, acted on with a note in the
 * change's history, and reconciliation asks the provider about a refused charge once.
 */
const actor: CartActor = {
  owner: { customerId: null, sessionId: "follow-ups-test" },
  store: "web",
};
const MINUTE = 60_000;
const STAFF = "care@atelier-ardent.test";

async function placedOrder() {
  const bag = await paidMaskOrder(db(), actor, { first: "Ada", last: "Byron", phone: "" });
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, bag.orderId));
  if (!payment) throw new Error("the order was not paid");
  return { orderId: bag.orderId, payment };
}

/** Two saved designs of the City Tote, the one ordered and the one changed to. */
async function designs() {
  const [tote] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, "the-city-tote"));
  const saved = () =>
    db()
      .insert(schema.configuredProducts)
      .values({
        productId: tote!.id,
        data: {},
        userType: "guest",
        sessionId: "follow-ups-test",
        price: 10_000,
      })
      .returning({ id: schema.configuredProducts.id });
  const [[from], [to]] = await Promise.all([saved(), saved()]);
  return { fromConfiguredProductId: from!.id, toConfiguredProductId: to!.id };
}

/** A dearer design's difference the card refused, as lib/orders/aftercare.ts records it. */
async function refusedCharge(orderId: string, amount = 4_500) {
  const [change] = await db()
    .insert(schema.orderDesignChanges)
    .values({
      ...(await designs()),
      orderId,
      paidPrice: 10_000,
      newPrice: 14_000,
      difference: amount,
      status: "charge_refused",
      note: "card_declined: Your card was declined.",
    })
    .returning();
  const key = `design_change_${change!.id.replace(/-/g, "")}`;
  const [attempt] = await db()
    .insert(schema.payments)
    .values({
      orderId,
      provider: "card",
      status: "failed",
      amount,
      currency: "USD",
      providerToken: "tok",
      idempotencyKey: `${key}:failed:x`,
    })
    .returning();
  await db()
    .update(schema.orderDesignChanges)
    .set({ paymentId: attempt!.id })
    .where(eq(schema.orderDesignChanges.id, change!.id));
  return { changeId: change!.id, key, attemptId: attempt!.id };
}

/** A cheaper design's part refund the provider refused until it was left for a person. */
async function refusedRefund(orderId: string, payment: typeof schema.payments.$inferSelect) {
  const { recordPartRefund } = await import("@/lib/checkout/give-back");
  const [change] = await db()
    .insert(schema.orderDesignChanges)
    .values({
      ...(await designs()),
      orderId,
      paidPrice: 14_000,
      newPrice: 10_000,
      difference: -1_200,
      status: "applied",
    })
    .returning();
  const give = await recordPartRefund(
    db(),
    payment,
    { reference: payment.providerReference!, amount: 1_200, currency: payment.currency },
    change!.id,
  );
  await db()
    .update(schema.paymentGiveBacks)
    .set({ status: "failed", attempts: 8, refusals: 8, lastError: "400:charge_disputed" })
    .where(eq(schema.paymentGiveBacks.id, give.id));
  return { changeId: change!.id, giveBackId: give.id };
}

const followUps = async () => {
  const { openDifferenceFollowUps } = await import("@/lib/orders/difference-follow-ups");
  return openDifferenceFollowUps(db(), "web");
};

const act = async (changeId: string, action: "retry" | "settle", note = "Called the client.") => {
  const { actOnDifferenceFollowUp } = await import("@/lib/orders/difference-follow-ups");
  return actOnDifferenceFollowUp(db(), { changeId, email: STAFF, action, note });
};

describe("design-change money client care follows up", () => {
  it("lists a refused charge, refuses to retry it without the client, and settles it once", async () => {
    const { orderId } = await placedOrder();
    const { changeId } = await refusedCharge(orderId);
    const listed = (await followUps()).find((item) => item.changeId === changeId);
    expect(listed).toMatchObject({
      kind: "charge_refused",
      amount: 4_500,
      reason: "card_declined: Your card was declined.",
      actions: ["settle"],
      refund: null,
    });
    await expect(act(changeId, "retry")).rejects.toMatchObject({
      code: "difference_retry_not_open",
    });
    const settled = await act(changeId, "settle", "The client keeps the first design.");
    expect(settled.actions).toEqual([]);
    expect(settled.history).toEqual([
      expect.objectContaining({
        kind: "settled",
        actor: `staff:${STAFF}`,
        note: "The client keeps the first design.",
      }),
    ]);
    expect((await followUps()).some((item) => item.changeId === changeId)).toBe(false);
    await expect(act(changeId, "settle")).rejects.toMatchObject({
      code: "difference_already_settled",
    });
  });

  it("lists a refused refund of a difference and asks the provider again on retry", async () => {
    const { orderId, payment } = await placedOrder();
    const { changeId, giveBackId } = await refusedRefund(orderId, payment);
    const listed = (await followUps()).find((item) => item.changeId === changeId);
    expect(listed).toMatchObject({
      kind: "refund_refused",
      amount: 1_200,
      reason: "400:charge_disputed",
      actions: ["retry", "settle"],
      refund: { status: "failed", attempts: 8 },
    });
    const retried = await act(changeId, "retry", "The dispute is closed.");
    expect(retried.history.map((event) => event.kind)).toEqual(["refund_retried"]);
    const [give] = await db()
      .select()
      .from(schema.paymentGiveBacks)
      .where(eq(schema.paymentGiveBacks.id, giveBackId));
    expect(give?.status).toBe("done");
    expect((await followUps()).some((item) => item.changeId === changeId)).toBe(false);
  });

  it("settling a refund still retried stops it, so reconciliation never pays twice", async () => {
    const { orderId, payment } = await placedOrder();
    const { changeId, giveBackId } = await refusedRefund(orderId, payment);
    await db()
      .update(schema.paymentGiveBacks)
      .set({ status: "pending", nextAttemptAt: new Date(Date.now() + MINUTE) })
      .where(eq(schema.paymentGiveBacks.id, giveBackId));
    expect((await followUps()).find((item) => item.changeId === changeId)?.refund?.status).toBe(
      "pending",
    );
    await act(changeId, "settle", "Refunded by bank transfer.");
    const { dueGiveBacks } = await import("@/lib/checkout/give-back");
    expect(await dueGiveBacks(db(), new Date(Date.now() + 60 * MINUTE))).not.toContain(giveBackId);
    const [give] = await db()
      .select()
      .from(schema.paymentGiveBacks)
      .where(eq(schema.paymentGiveBacks.id, giveBackId));
    expect(give).toMatchObject({ status: "failed", lastError: "settled_by_client_care" });
  });
});

describe("reconciling refused difference charges", () => {
  it("gives back a refused charge the provider took after all, once, and writes it down", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedOrder();
    const taken = await refusedCharge(orderId, 3_300);
    const clean = await refusedCharge(orderId, 2_100);
    // The provider's ledger holds money for the first charge under the key it was sent with.
    await db()
      .insert(schema.localPaymentLedger)
      .values({ idempotencyKey: taken.key, reference: "local_card_late", amount: 3_300 });
    const giveBacksOf = (paymentId: string) =>
      db()
        .select()
        .from(schema.paymentGiveBacks)
        .where(eq(schema.paymentGiveBacks.paymentId, paymentId));

    // Not before the delay an order's attempt gets.
    await reconcileStrandedOrders(db(), new Date(Date.now() + 5 * MINUTE));
    expect(await giveBacksOf(taken.attemptId)).toEqual([]);

    const later = new Date(Date.now() + 20 * MINUTE);
    await reconcileStrandedOrders(db(), later);
    expect(await giveBacksOf(taken.attemptId)).toEqual([
      expect.objectContaining({ reference: "local_card_late", amount: 3_300, status: "done" }),
    ]);
    expect(await giveBacksOf(clean.attemptId)).toEqual([]);
    const history = await db()
      .select()
      .from(schema.orderDesignChangeEvents)
      .where(eq(schema.orderDesignChangeEvents.orderId, orderId));
    expect(history.map((event) => [event.changeId, event.kind, event.actor]).sort()).toEqual(
      [
        [taken.changeId, "reconciled", "reconciliation"],
        [clean.changeId, "reconciled", "reconciliation"],
      ].sort(),
    );
    // Asked once: a second round finds nothing new to do.
    await reconcileStrandedOrders(db(), new Date(later.getTime() + 20 * MINUTE));
    expect(await giveBacksOf(taken.attemptId)).toHaveLength(1);
    const again = await db()
      .select()
      .from(schema.orderDesignChangeEvents)
      .where(eq(schema.orderDesignChangeEvents.orderId, orderId));
    expect(again).toHaveLength(2);
  });

  it("keeps money a later attempt of the client holds (the same intent, paid for a change that went through)", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedOrder();
    const refused = await refusedCharge(orderId, 2_700);
    await db()
      .insert(schema.localPaymentLedger)
      .values({ idempotencyKey: refused.key, reference: "local_card_paid_later", amount: 2_700 });
    await db()
      .insert(schema.payments)
      .values({
        orderId,
        provider: "card",
        status: "captured",
        amount: 2_700,
        currency: "USD",
        providerToken: "tok",
        providerReference: "local_card_paid_later",
        idempotencyKey: `design_change_later_${refused.changeId}`,
      });
    await reconcileStrandedOrders(db(), new Date(Date.now() + 20 * MINUTE));
    const gives = await db()
      .select()
      .from(schema.paymentGiveBacks)
      .where(eq(schema.paymentGiveBacks.reference, "local_card_paid_later"));
    expect(gives).toEqual([]);
    const [event] = await db()
      .select()
      .from(schema.orderDesignChangeEvents)
      .where(eq(schema.orderDesignChangeEvents.changeId, refused.changeId));
    expect(event?.note).toMatch(/later attempt/);
  });
});
