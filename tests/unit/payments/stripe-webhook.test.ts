import Stripe from "stripe";
import { normalizeStripeEvent, verifyStripeEvent } from "@/lib/payments/stripe/webhook";

const SECRET = "whsec_unit_test_secret_0123456789";
const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";

const eventBody = (type: string, object: Record<string, unknown>, id = "evt_1") =>
  JSON.stringify({
    id,
    object: "event",
    type,
    created: 1_760_000_000,
    api_version: "2026-09-30.endive",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });

const succeeded = eventBody("payment_intent.succeeded", {
  id: "pi_1",
  object: "payment_intent",
  amount: 12_500,
  amount_received: 12_500,
  currency: "usd",
  metadata: { order_id: ORDER },
});

const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe("Stripe webhook signature", () => {
  it("accepts a correctly signed, fresh event", () => {
    const event = verifyStripeEvent(succeeded, sign(succeeded), SECRET);
    expect(event.id).toBe("evt_1");
    expect(event.type).toBe("payment_intent.succeeded");
  });

  it("refuses a body changed after signing", () => {
    const header = sign(succeeded);
    const tampered = succeeded.replace("12500", "1");
    expect(() => verifyStripeEvent(tampered, header, SECRET)).toThrow();
  });

  it("refuses another endpoint's secret", () => {
    const header = sign(succeeded, undefined, "whsec_someone_else");
    expect(() => verifyStripeEvent(succeeded, header, SECRET)).toThrow();
  });

  it("refuses a replay older than 300 s and accepts one just inside", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => verifyStripeEvent(succeeded, sign(succeeded, now - 301), SECRET)).toThrow(
      /tolerance/i,
    );
    expect(verifyStripeEvent(succeeded, sign(succeeded, now - 290), SECRET).id).toBe("evt_1");
  });

  it("refuses a missing header", () => {
    expect(() => verifyStripeEvent(succeeded, null, SECRET)).toThrow();
  });
});

describe("Stripe event normalization", () => {
  const verify = (body: string) => verifyStripeEvent(body, sign(body), SECRET);

  it("maps payment_intent.succeeded", () => {
    expect(normalizeStripeEvent(verify(succeeded))).toEqual({
      provider: "stripe",
      eventId: "evt_1",
      type: "payment.succeeded",
      reference: "pi_1",
      orderId: ORDER,
      amount: 12_500,
      currency: "USD",
      occurredAt: new Date(1_760_000_000 * 1000),
    });
  });

  it("maps payment_failed and charge.refunded to the PaymentIntent reference", () => {
    const failed = eventBody(
      "payment_intent.payment_failed",
      { id: "pi_2", amount: 900, amount_received: 0, currency: "usd", metadata: {} },
      "evt_2",
    );
    expect(normalizeStripeEvent(verify(failed))).toMatchObject({
      type: "payment.failed",
      reference: "pi_2",
      orderId: null,
      amount: 900,
    });
    const refunded = eventBody(
      "charge.refunded",
      { id: "ch_1", payment_intent: "pi_1", amount_refunded: 500, currency: "usd", metadata: {} },
      "evt_3",
    );
    expect(normalizeStripeEvent(verify(refunded))).toMatchObject({
      type: "payment.refunded",
      reference: "pi_1",
      amount: 500,
    });
  });

  it("ignores events orders do not need", () => {
    const other = eventBody("customer.created", { id: "cus_1" }, "evt_4");
    expect(normalizeStripeEvent(verify(other))).toBeNull();
  });
});
