import type { StripeClientLike, StripeIntent } from "@/lib/payments/stripe/client";
import { createStripePaymentIntent, createStripeProvider } from "@/lib/payments/stripe/provider";
import type { ChargeRequest } from "@/lib/payments/types";

const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";
const PI = "pi_3OabcdefGHIJKL";

const intent = (overrides: Partial<StripeIntent> = {}): StripeIntent => ({
  id: PI,
  amount: 12_500,
  amount_received: 12_500,
  currency: "usd",
  status: "succeeded",
  metadata: { order_id: ORDER },
  client_secret: `${PI}_secret_x`,
  last_payment_error: null,
  ...overrides,
});

function fakeStripe(current: StripeIntent) {
  const calls = {
    retrieve: jest.fn(async (_id: string) => current),
    capture: jest.fn(
      async (
        _id: string,
        params: { amount_to_capture: number },
        _options: { idempotencyKey: string },
      ) => ({
        ...current,
        status: "succeeded",
        amount_received: params.amount_to_capture,
      }),
    ),
    cancel: jest.fn(async (_id: string) => ({ ...current, status: "canceled" })),
    create: jest.fn(async (_params: unknown, _options: { idempotencyKey: string }) => current),
    refund: jest.fn(async (_params: { payment_intent: string; amount: number }) => ({
      id: "re_1",
    })),
    listRefunds: jest.fn(async (_params: { payment_intent: string; limit: number }) => ({
      data: [] as { amount: number; status: string | null }[],
    })),
  };
  const client: StripeClientLike = {
    paymentIntents: {
      retrieve: calls.retrieve,
      capture: calls.capture,
      cancel: calls.cancel,
      create: calls.create,
    },
    refunds: { create: calls.refund, list: calls.listRefunds },
  };
  return { client, calls };
}

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  orderId: ORDER,
  amount: 12_500,
  currency: "USD",
  method: "card",
  token: PI,
  idempotencyKey: `order:${ORDER}:1`,
  description: "Order",
  ...overrides,
});

describe("Stripe adapter", () => {
  it("accepts a succeeded intent for this order and amount", async () => {
    const { client, calls } = fakeStripe(intent());
    expect(await createStripeProvider(client).charge(request())).toEqual({
      ok: true,
      provider: "stripe",
      status: "captured",
      reference: PI,
    });
    expect(calls.retrieve).toHaveBeenCalledWith(PI);
    expect(calls.refund).not.toHaveBeenCalled();
  });

  it("refuses an intent for another amount and hands the money back to refund", async () => {
    const { client, calls } = fakeStripe(intent({ amount: 100, amount_received: 100 }));
    const stripe = createStripeProvider(client);
    const result = await stripe.charge(request());
    expect(result).toMatchObject({
      ok: false,
      code: "amount_mismatch",
      stranded: { action: "refund", reference: PI, amount: 100, currency: "USD" },
    });
    expect(calls.refund).not.toHaveBeenCalled();
    if (result.ok || !result.stranded) throw new Error("expected stranded money");
    await stripe.giveBack(result.stranded, "giveback_1");
    expect(calls.refund).toHaveBeenCalledWith(
      { payment_intent: PI, amount: 100 },
      { idempotencyKey: "giveback_1" },
    );
  });

  it("does not refund again what was refunded already", async () => {
    const { client, calls } = fakeStripe(intent({ amount: 100, amount_received: 100 }));
    calls.listRefunds.mockResolvedValueOnce({ data: [{ amount: 100, status: "succeeded" }] });
    const stranded = { action: "refund" as const, reference: PI, amount: 100, currency: "USD" };
    await createStripeProvider(client).giveBack({ ...stranded, reason: "amount_mismatch" }, "k");
    expect(calls.refund).not.toHaveBeenCalled();
  });

  it("refuses another currency", async () => {
    const { client } = fakeStripe(intent({ currency: "eur" }));
    expect(await createStripeProvider(client).charge(request())).toMatchObject({
      ok: false,
      code: "amount_mismatch",
    });
  });

  it("does not touch an intent that belongs to another order", async () => {
    const { client, calls } = fakeStripe(intent({ metadata: { order_id: "someone-else" } }));
    expect(await createStripeProvider(client).charge(request())).toMatchObject({
      ok: false,
      code: "order_mismatch",
    });
    expect(calls.refund).not.toHaveBeenCalled();
    expect(calls.cancel).not.toHaveBeenCalled();
  });

  it("captures a requires_capture intent with an idempotency key", async () => {
    const { client, calls } = fakeStripe(
      intent({ status: "requires_capture", amount_received: 0 }),
    );
    expect(await createStripeProvider(client).charge(request())).toMatchObject({
      ok: true,
      status: "captured",
    });
    expect(calls.capture).toHaveBeenCalledWith(
      PI,
      { amount_to_capture: 12_500 },
      { idempotencyKey: `order:${ORDER}:1:capture` },
    );
  });

  it("hands back a held intent whose amount is wrong (to cancel) instead of capturing it", async () => {
    const { client, calls } = fakeStripe(
      intent({ status: "requires_capture", amount: 99, amount_received: 0 }),
    );
    const stripe = createStripeProvider(client);
    const result = await stripe.charge(request());
    expect(result).toMatchObject({ ok: false, stranded: { action: "void", amount: 99 } });
    expect(calls.capture).not.toHaveBeenCalled();
    if (result.ok || !result.stranded) throw new Error("expected a held intent");
    await stripe.giveBack(result.stranded, "giveback_2");
    expect(calls.cancel).toHaveBeenCalledWith(PI, {}, { idempotencyKey: "giveback_2" });
  });

  it("passes Stripe's decline message through", async () => {
    const { client } = fakeStripe(
      intent({
        status: "requires_payment_method",
        amount_received: 0,
        last_payment_error: {
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      }),
    );
    expect(await createStripeProvider(client).charge(request())).toEqual({
      ok: false,
      provider: "stripe",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("refuses something that is not a PaymentIntent id without calling Stripe", async () => {
    const { client, calls } = fakeStripe(intent());
    expect(
      await createStripeProvider(client).charge(request({ token: "lct_abc.def" })),
    ).toMatchObject({ ok: false, code: "invalid_token" });
    expect(calls.retrieve).not.toHaveBeenCalled();
  });

  it("treats an unknown intent as an invalid token", async () => {
    const { client, calls } = fakeStripe(intent());
    calls.retrieve.mockRejectedValueOnce(
      Object.assign(new Error("No such"), { code: "resource_missing" }),
    );
    expect(await createStripeProvider(client).charge(request())).toMatchObject({
      ok: false,
      code: "invalid_token",
    });
  });

  it("refunds against the PaymentIntent", async () => {
    const { client, calls } = fakeStripe(intent());
    await createStripeProvider(client).refund(PI, 500);
    expect(calls.refund).toHaveBeenCalledWith({ payment_intent: PI, amount: 500 });
  });

  it("creates the intent with the order in its metadata and an amount-bound idempotency key", async () => {
    const { client, calls } = fakeStripe(intent({ status: "requires_payment_method" }));
    const created = await createStripePaymentIntent(client, ORDER, 12_500);
    expect(created).toEqual({ id: PI, clientSecret: `${PI}_secret_x` });
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 12_500, currency: "usd", metadata: { order_id: ORDER } }),
      { idempotencyKey: `pi:${ORDER}:12500` },
    );
  });
});

describe("Stripe lookup (reconciling an order a crash left pending)", () => {
  const charge = {
    idempotencyKey: "k",
    orderId: ORDER,
    amount: 12_500,
    token: PI,
    startedAt: new Date(),
  };

  it("reports a succeeded intent for this order and total as captured", async () => {
    const { client, calls } = fakeStripe(intent());
    expect(await createStripeProvider(client).lookup?.(charge)).toEqual({
      state: "captured",
      reference: PI,
    });
    expect(calls.cancel).not.toHaveBeenCalled();
  });

  it("reports an authorization nobody captured as a hold to let go, moving nothing itself", async () => {
    const { client, calls } = fakeStripe(
      intent({ status: "requires_capture", amount_received: 0 }),
    );
    expect(await createStripeProvider(client).lookup?.(charge)).toEqual({
      state: "stranded",
      stranded: {
        action: "void",
        reference: PI,
        amount: 12_500,
        currency: "USD",
        reason: "not_captured",
      },
    });
    expect(calls.cancel).not.toHaveBeenCalled();
    expect(calls.capture).not.toHaveBeenCalled();
  });

  it("cannot say while the payment is processing, nor without the token", async () => {
    const { client } = fakeStripe(intent({ status: "processing" }));
    const stripe = createStripeProvider(client);
    expect(await stripe.lookup?.(charge)).toEqual({ state: "unknown" });
    expect(await stripe.lookup?.({ ...charge, token: null })).toEqual({ state: "unknown" });
  });

  it("reports nothing charged for another order's intent or a missing one", async () => {
    const other = fakeStripe(intent({ metadata: { order_id: "someone-else" } }));
    expect(await createStripeProvider(other.client).lookup?.(charge)).toEqual({ state: "none" });
    expect(other.calls.refund).not.toHaveBeenCalled();
    const missing = fakeStripe(intent());
    missing.calls.retrieve.mockRejectedValueOnce(
      Object.assign(new Error("No such"), { code: "resource_missing" }),
    );
    expect(await createStripeProvider(missing.client).lookup?.(charge)).toEqual({ state: "none" });
  });
});
