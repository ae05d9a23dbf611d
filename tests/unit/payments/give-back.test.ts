/**
 * @jest-environment node
 */
import type { CartActor } from "@/lib/cart/service";
import { guestBagWithMask, stockOf as maskStock } from "../support/mask-bag";
import { moneyRowsOf } from "../support/money-rows";
import { appDatabaseForFile } from "../support/seeded-db";
import {
  financingStandIn,
  paypalStandIn,
  stripeStandIn,
  walletStandIn,
  type ProviderStandIn,
} from "./stand-ins/providers";

/**
 * No money stranded, tested at each provider's HTTP boundary: the real adapters (the Stripe SDK
 * included) call a stand-in of the provider's API on loopback, through placeOrder and the
 * reconciliation job, on an in-memory database. Per provider: a capture of the wrong amount is
 * given back at once; a refused give-back is logged, kept and retried by reconciliation; a time-out
 * after the capture is reconciled (the order is paid).
 */
jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.setTimeout(60_000);
// Quiet: the log lines asserted on are spied on, not read from stdout.
process.env.LOG_LEVEL = "silent";

const providers: Record<string, ProviderStandIn> = {};
beforeAll(async () => {
  for (const standIn of await Promise.all([
    stripeStandIn(),
    paypalStandIn(),
    walletStandIn(),
    financingStandIn(),
  ])) {
    providers[standIn.method] = standIn;
    Object.assign(process.env, standIn.env);
  }
  // One second per provider call, so a silent provider times out quickly.
  process.env.PAYMENTS_PROVIDER_TIMEOUT_MS = "1000";
});
afterAll(async () => {
  await Promise.all(Object.values(providers).map((p) => p.standIn.close()));
});

const db = appDatabaseForFile("give-back");

const actor: CartActor = { owner: { customerId: null, sessionId: "give-back-test" }, store: "web" };
const MINUTE = 60_000;

const stockOf = (productId: string) => maskStock(db(), productId);

/** A guest's bag with the mask, ready to pay: its id, total and the mask's stock before. */
const readyBag = () =>
  guestBagWithMask(db(), actor, { first: "Grace", last: "Hopper", phone: "212 555 0101" });

async function pay(provider: ProviderStandIn, bag: { orderId: string; total: number }) {
  const { placeOrder } = await import("@/lib/checkout/place-order");
  const token = provider.prepare(bag.orderId, bag.total);
  return placeOrder(db(), actor, {
    orderId: bag.orderId,
    total: bag.total,
    payment: { method: provider.method, token },
  });
}

const { orderRow, paymentsOf, giveBacksOf } = moneyRowsOf(db);

async function errorLines() {
  const { log } = await import("@/lib/log");
  return jest.spyOn(log(), "error");
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const provider of Object.values(providers)) {
    provider.standIn.recover();
    Object.assign(provider.script, {
      captureTakes: undefined,
      refuseRefunds: 0,
      outageAfterCapture: false,
    });
  }
});

describe.each(["card", "paypal", "wallet", "financing"])("%s provider stand-in", (method) => {
  const provider = () => providers[method]!;

  it("gives back a capture of the wrong amount at once, records it, and leaves the order unpaid", async () => {
    const bag = await readyBag();
    const taken = bag.total - 100;
    provider().script.captureTakes = taken;

    await expect(pay(provider(), bag)).rejects.toMatchObject({
      message: expect.stringContaining("given back to you in full"),
    });

    const order = await orderRow(bag.orderId);
    expect(order?.status).toBe("cart");
    expect(order?.number).toBeNull();
    expect(await stockOf(bag.productId)).toBe(bag.stockBefore);
    const [payment] = await paymentsOf(bag.orderId);
    expect(payment?.status).toBe("refunded");
    const [giveBack] = await giveBacksOf(bag.orderId);
    expect(giveBack).toMatchObject({ status: "done", amount: taken, currency: "USD", attempts: 1 });
    // The provider gave back exactly what it took, once.
    const given = provider().givenBack.filter((g) => g.reference === giveBack?.reference);
    expect(given).toEqual([expect.objectContaining({ amount: taken, action: "refund" })]);
  });

  it("logs and keeps a refused give-back, and reconciliation retries it until it is accepted, once", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const errors = await errorLines();
    const bag = await readyBag();
    const taken = bag.total + 500;
    provider().script.captureTakes = taken;
    provider().script.refuseRefunds = 1;

    await expect(pay(provider(), bag)).rejects.toBeDefined();

    const [payment] = await paymentsOf(bag.orderId);
    expect(payment?.status).toBe("refund_pending");
    const [kept] = await giveBacksOf(bag.orderId);
    expect(kept).toMatchObject({ status: "pending", attempts: 1, refusals: 1, amount: taken });
    expect(kept?.lastError).toMatch(/insufficient|refund|Amount|HTTP 4/i);
    const refusedLine = errors.mock.calls.find(([, message]) =>
      String(message).includes("give-back refused"),
    );
    expect(refusedLine?.[0]).toMatchObject({ payment: payment?.id, tries: 1 });
    // No secret or personal data in the line: ids, counts and the provider's code only.
    expect(JSON.stringify(refusedLine)).not.toMatch(/grace|@example|secret|stand-in-/i);
    expect(provider().givenBack.filter((g) => g.reference === kept?.reference)).toEqual([]);

    // Not due before its backoff; then retried and accepted.
    expect((await reconcileStrandedOrders(db())).givenBack).not.toContain(kept?.id);
    const later = new Date(Date.now() + 6 * MINUTE);
    expect((await reconcileStrandedOrders(db(), later)).givenBack).toContain(kept?.id);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("refunded");
    expect((await giveBacksOf(bag.orderId))[0]).toMatchObject({ status: "done", attempts: 2 });
    // Asked again later, nothing is given back twice.
    await reconcileStrandedOrders(db(), new Date(Date.now() + 60 * MINUTE));
    const given = provider().givenBack.filter((g) => g.reference === kept?.reference);
    expect(given).toEqual([expect.objectContaining({ amount: taken })]);
    expect((await orderRow(bag.orderId))?.status).toBe("cart");
  });

  it("reconciles a time-out after the capture: the order stays held, then is paid", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const bag = await readyBag();
    provider().script.outageAfterCapture = true;

    await expect(pay(provider(), bag)).rejects.toMatchObject({ code: "payment_unconfirmed" });
    // Nobody knows yet whether the money moved: the order stays reserved, the attempt pending.
    expect((await orderRow(bag.orderId))?.status).toBe("pending_payment");
    expect(await stockOf(bag.productId)).toBe((bag.stockBefore ?? 0) - 1);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("pending");

    provider().standIn.recover();
    const report = await reconcileStrandedOrders(db(), new Date(Date.now() + 16 * MINUTE));
    expect(report.completed).toContain(bag.orderId);
    const order = await orderRow(bag.orderId);
    expect(order?.status).toBe("paid");
    expect(order?.number).toMatch(/^AA-/);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("captured");
    expect(await giveBacksOf(bag.orderId)).toEqual([]);
  });
});

describe("what a payments team needs beyond the three cases", () => {
  it("gives back a time-out's capture of the wrong amount and reopens the bag (PayPal)", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const paypal = providers.paypal!;
    const bag = await readyBag();
    paypal.script.outageAfterCapture = true;
    paypal.script.captureTakes = bag.total - 1;
    await expect(pay(paypal, bag)).rejects.toMatchObject({ code: "payment_unconfirmed" });
    paypal.standIn.recover();

    const report = await reconcileStrandedOrders(db(), new Date(Date.now() + 16 * MINUTE));
    expect(report.released).toContain(bag.orderId);
    expect((await orderRow(bag.orderId))?.status).toBe("cart");
    expect(await stockOf(bag.productId)).toBe(bag.stockBefore);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("refunded");
    expect(await giveBacksOf(bag.orderId)).toEqual([
      expect.objectContaining({ status: "done", amount: bag.total - 1, reason: "amount_mismatch" }),
    ]);
  });

  it("leaves a give-back refused every time for a person after the last try, and lists it (Stripe)", async () => {
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const { GIVE_BACK_TRIES, openGiveBacks, retryGiveBack } =
      await import("@/lib/checkout/give-back");
    const stripe = providers.card!;
    const bag = await readyBag();
    stripe.script.captureTakes = bag.total * 2;
    stripe.script.refuseRefunds = 100;
    await expect(pay(stripe, bag)).rejects.toBeDefined();

    let now = Date.now();
    const flagged: string[] = [];
    for (let round = 0; round < GIVE_BACK_TRIES + 2; round++) {
      now += 9 * 60 * MINUTE;
      flagged.push(...(await reconcileStrandedOrders(db(), new Date(now))).flagged);
    }
    const [giveBack] = await giveBacksOf(bag.orderId);
    expect(giveBack).toMatchObject({ status: "failed", attempts: GIVE_BACK_TRIES });
    expect(flagged).toEqual([giveBack?.id]);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("refund_failed");
    // Each refusal was sent under a new key: Stripe repeats a refusal under the old one.
    const refundCalls = stripe.standIn.seen.filter(
      (r) =>
        r.path === "/v1/refunds" && r.method === "POST" && r.body.includes(giveBack!.reference),
    );
    expect(refundCalls).toHaveLength(GIVE_BACK_TRIES);
    expect(new Set(refundCalls.map((r) => r.headers["idempotency-key"])).size).toBe(
      GIVE_BACK_TRIES,
    );
    expect(await openGiveBacks(db())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: giveBack?.id, orderId: bag.orderId, status: "failed" }),
      ]),
    );

    // A person fixed the balance and asks again: given back, once.
    stripe.script.refuseRefunds = 0;
    expect(await retryGiveBack(db(), giveBack!.id, new Date(now))).toBe(true);
    expect((await reconcileStrandedOrders(db(), new Date(now))).givenBack).toEqual([giveBack?.id]);
    expect(stripe.givenBack.filter((g) => g.reference === giveBack?.reference)).toHaveLength(1);
    expect((await paymentsOf(bag.orderId))[0]?.status).toBe("refunded");
  });
});
