/**
 * @jest-environment node
 */
import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import { paidMaskOrder, stockOf as maskStock } from "./support/mask-bag";
import { moneyRowsOf } from "./support/money-rows";
import { appDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const db = appDatabaseForFile("reconcile");

const actor: CartActor = { owner: { customerId: null, sessionId: "reconcile-test" }, store: "web" };
const MINUTE = 60_000;

const stockOf = (productId: string) => maskStock(db(), productId);

/** A guest buys the mask with the local provider's test card; the order is placed. */
async function placedMask() {
  const bag = await paidMaskOrder(db(), actor, {
    first: "Ada",
    last: "Lovelace",
    phone: "212 555 0100",
  });
  return {
    orderId: bag.orderId,
    productId: bag.productId,
    stockBefore: bag.stockBefore,
    token: bag.token,
  };
}

/**
 * Puts the order back where a crash between the two steps of placeOrder leaves it: reserved
 * (stock and promo held), in pending_payment since `minutesAgo`, no number, no confirmation.
 * `charged`: the provider took the money (its ledger has it) but the answer was never recorded;
 * otherwise the process died before the provider was asked, with or without the attempt's row.
 */
async function crashBetweenSteps(
  orderId: string,
  how: { charged: boolean; attemptRecorded: boolean; minutesAgo: number },
) {
  await db()
    .update(schema.orders)
    .set({
      status: "pending_payment",
      number: null,
      placedAt: null,
      updatedAt: new Date(Date.now() - how.minutesAgo * MINUTE),
    })
    .where(eq(schema.orders.id, orderId));
  await db().delete(schema.mailOutbox).where(eq(schema.mailOutbox.orderId, orderId));
  const attempts = await db()
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId));
  for (const attempt of attempts) {
    if (!how.charged) {
      await db()
        .delete(schema.localPaymentLedger)
        .where(eq(schema.localPaymentLedger.idempotencyKey, attempt.idempotencyKey));
    }
    if (how.attemptRecorded) {
      await db()
        .update(schema.payments)
        .set({ status: "pending", providerReference: null })
        .where(eq(schema.payments.id, attempt.id));
    } else {
      await db().delete(schema.payments).where(eq(schema.payments.id, attempt.id));
    }
  }
}

const { orderRow, paymentsOf: attemptsOf, giveBacksOf } = moneyRowsOf(db);

describe("reconciling orders a crash left in pending_payment", () => {
  it("completes an order the provider charged: numbered, payment captured, confirmation queued", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId, productId, stockBefore, token } = await placedMask();
    // The attempt keeps what the browser sent: a live provider is asked about it by that token.
    const [attempt] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    expect(attempt?.providerToken).toBe(token);
    await crashBetweenSteps(orderId, { charged: true, attemptRecorded: true, minutesAgo: 20 });

    const report = await reconcileStrandedOrders(db());
    expect(report.completed).toContain(orderId);
    const order = await orderRow(orderId);
    expect(order?.status).toBe("paid");
    expect(order?.number).toMatch(/^AA-/);
    const [payment] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    expect(payment).toMatchObject({ status: "captured" });
    expect(payment?.providerReference).toMatch(/^local_card_/);
    const mails = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.orderId, orderId));
    expect(mails).toHaveLength(1);
    // The piece stays sold: it was paid for.
    expect(await stockOf(productId)).toBe((stockBefore ?? 0) - 1);
  });

  it.each([
    ["the attempt was recorded but never reached the provider", true],
    ["the process died before the attempt was recorded", false],
  ])("gives the stock back and reopens the bag when %s", async (_case, attemptRecorded) => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId, productId, stockBefore } = await placedMask();
    await crashBetweenSteps(orderId, { charged: false, attemptRecorded, minutesAgo: 20 });
    expect(await stockOf(productId)).toBe((stockBefore ?? 0) - 1);

    const report = await reconcileStrandedOrders(db());
    expect(report.released).toContain(orderId);
    expect((await orderRow(orderId))?.status).toBe("cart");
    expect(await stockOf(productId)).toBe(stockBefore);
    const attempts = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    expect(attempts.every((a) => a.status === "failed")).toBe(true);
  });

  it("leaves an order alone until it has been stranded for 15 minutes, and acts on it once", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedMask();
    await crashBetweenSteps(orderId, { charged: true, attemptRecorded: true, minutesAgo: 5 });
    expect(await reconcileStrandedOrders(db())).toMatchObject({
      completed: [],
      released: [],
      left: [],
    });
    expect((await orderRow(orderId))?.status).toBe("pending_payment");

    const later = new Date(Date.now() + 11 * MINUTE);
    expect((await reconcileStrandedOrders(db(), later)).completed).toEqual([orderId]);
    expect((await reconcileStrandedOrders(db(), later)).completed).toEqual([]);
  });

  it("runs under the job lock (the embedded database has one process)", async () => {
    const { runReconciliation } = await import("@/lib/jobs/reconcile");
    const { orderId } = await placedMask();
    await crashBetweenSteps(orderId, { charged: false, attemptRecorded: true, minutesAgo: 30 });
    expect((await runReconciliation())?.released).toContain(orderId);
  });
});

describe("reconciling payments whose order no longer waits for them", () => {
  it("gives back a second charge found for an order already paid with the first", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedMask();
    const [first] = await attemptsOf(orderId);
    // A time-out left a second attempt pending, and the provider did take that money too.
    const key = `${orderId}:second-attempt`;
    const [second] = await db()
      .insert(schema.payments)
      .values({
        orderId,
        provider: "card",
        status: "pending",
        amount: first!.amount,
        idempotencyKey: key,
        providerToken: "second-token",
        updatedAt: new Date(Date.now() - 20 * MINUTE),
      })
      .returning();
    await db()
      .insert(schema.localPaymentLedger)
      .values({ idempotencyKey: key, reference: "local_card_second", amount: first!.amount });

    const report = await reconcileStrandedOrders(db());
    expect((await orderRow(orderId))?.status).toBe("paid");
    const after = await attemptsOf(orderId);
    expect(after.find((a) => a.id === first!.id)?.status).toBe("captured");
    expect(after.find((a) => a.id === second!.id)?.status).toBe("refunded");
    const [giveBack] = await giveBacksOf(orderId);
    expect(giveBack).toMatchObject({
      paymentId: second!.id,
      reference: "local_card_second",
      reason: "order_not_waiting",
      status: "done",
    });
    expect(report.givenBack).toEqual([]);
  });

  it("keeps the money of a placed order whose only attempt was left pending", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedMask();
    await db()
      .update(schema.payments)
      .set({ status: "pending", updatedAt: new Date(Date.now() - 20 * MINUTE) })
      .where(eq(schema.payments.orderId, orderId));
    await reconcileStrandedOrders(db());
    expect((await attemptsOf(orderId))[0]?.status).toBe("captured");
    expect(await giveBacksOf(orderId)).toEqual([]);
  });

  it("gives back money taken for an order that is a cart again", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { orderId } = await placedMask();
    await db()
      .update(schema.orders)
      .set({ status: "cart", number: null })
      .where(eq(schema.orders.id, orderId));
    await db()
      .update(schema.payments)
      .set({ updatedAt: new Date(Date.now() - 20 * MINUTE) })
      .where(eq(schema.payments.orderId, orderId));
    await reconcileStrandedOrders(db());
    const [payment] = await attemptsOf(orderId);
    expect(payment?.status).toBe("refunded");
    expect(await giveBacksOf(orderId)).toEqual([
      expect.objectContaining({ reason: "order_not_placed", status: "done" }),
    ]);
    // The provider's refund webhook that follows refunds the payment, and leaves the bag a cart.
    const { handlePaymentEvent } = await import("@/lib/checkout/payment-events");
    await db().transaction((tx) =>
      handlePaymentEvent(
        {
          provider: "stripe",
          eventId: `evt_${orderId}`,
          type: "payment.refunded",
          reference: payment!.providerReference!,
          orderId,
          amount: payment!.amount,
          currency: "usd",
          occurredAt: new Date(),
        },
        tx,
      ),
    );
    expect((await orderRow(orderId))?.status).toBe("cart");
  });
});
