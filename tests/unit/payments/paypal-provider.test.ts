import { createPaypalApi } from "@/lib/payments/paypal/api";
import { createPaypalProvider } from "@/lib/payments/paypal/provider";
import { normalizePaypalEvent, paypalEventSchema } from "@/lib/payments/paypal/webhook";
import type { ChargeRequest } from "@/lib/payments/types";
import { fakeFetch, on } from "./fake-fetch";

const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";
const PAYPAL_ORDER = "5O190127TN364715T";
const keys = { clientId: "client", clientSecret: "secret", environment: "sandbox" as const };

const token = on("POST", "/v1/oauth2/token", { json: { access_token: "A21", expires_in: 32400 } });

const order = (status: string, value = "125.00", captures?: unknown[]) => ({
  id: PAYPAL_ORDER,
  status,
  purchase_units: [
    {
      reference_id: ORDER,
      custom_id: ORDER,
      amount: { currency_code: "USD", value },
      ...(captures ? { payments: { captures } } : {}),
    },
  ],
});

const capture = (status = "COMPLETED", value = "125.00") => ({
  id: "3C679366HH908993F",
  status,
  amount: { currency_code: "USD", value },
});

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  orderId: ORDER,
  amount: 12_500,
  currency: "USD",
  method: "paypal",
  token: PAYPAL_ORDER,
  idempotencyKey: `order:${ORDER}:1`,
  description: "Order",
  ...overrides,
});

const provider = (fetchImpl: Parameters<typeof createPaypalApi>[1]) =>
  createPaypalProvider(createPaypalApi(keys, fetchImpl));

describe("PayPal adapter", () => {
  it("reads the order, captures it server-side and checks the captured amount", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("APPROVED") }),
      on("POST", `/v2/checkout/orders/${PAYPAL_ORDER}/capture`, {
        status: 201,
        json: order("COMPLETED", "125.00", [capture()]),
      }),
    );
    expect(await provider(fetchImpl).charge(request())).toEqual({
      ok: true,
      provider: "paypal",
      status: "captured",
      reference: "3C679366HH908993F",
    });
    const captureCall = calls.find((c) => c.url.endsWith("/capture"));
    expect(captureCall?.headers["paypal-request-id"]).toBe(`order:${ORDER}:1`);
    expect(captureCall?.headers.authorization).toBe("Bearer A21");
    expect(captureCall?.url.startsWith("https://api-m.sandbox.paypal.com/")).toBe(true);
  });

  it("refuses an order approved for another amount without capturing it", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("APPROVED", "1.00") }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({
      ok: false,
      code: "amount_mismatch",
    });
    expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
  });

  it("fails and hands back the capture when PayPal captured a different sum", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("APPROVED") }),
      on("POST", `/v2/checkout/orders/${PAYPAL_ORDER}/capture`, {
        json: order("COMPLETED", "125.00", [capture("COMPLETED", "124.99")]),
      }),
      on("GET", "/v2/payments/captures/3C679366HH908993F", { json: capture("COMPLETED") }),
      on("POST", "/v2/payments/captures/3C679366HH908993F/refund", { json: { id: "R1" } }),
    );
    const paypal = provider(fetchImpl);
    const result = await paypal.charge(request());
    expect(result).toMatchObject({
      ok: false,
      code: "amount_mismatch",
      stranded: { action: "refund", reference: "3C679366HH908993F", amount: 12_499 },
    });
    // The adapter does not refund by itself: the caller records the money first.
    expect(calls.some((c) => c.url.endsWith("/refund"))).toBe(false);
    if (result.ok || !result.stranded) throw new Error("expected a stranded capture");
    await paypal.giveBack(result.stranded, "giveback_1");
    const refund = calls.find((c) => c.url.endsWith("/refund"));
    expect(JSON.parse(refund?.body ?? "{}")).toEqual({
      amount: { currency_code: "USD", value: "124.99" },
    });
    expect(refund?.headers["paypal-request-id"]).toBe("giveback_1");
  });

  it("refuses an order created for another cart", async () => {
    const other = {
      ...order("APPROVED"),
      purchase_units: [{ custom_id: "x", amount: { currency_code: "USD", value: "125.00" } }],
    };
    const { fetchImpl } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: other }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({
      ok: false,
      code: "order_mismatch",
    });
  });

  it("reports an already captured order (a retry) without capturing twice", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, {
        json: order("COMPLETED", "125.00", [capture()]),
      }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({ ok: true });
    expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
  });

  it("maps INSTRUMENT_DECLINED to a shopper message", async () => {
    const { fetchImpl } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("APPROVED") }),
      on("POST", `/v2/checkout/orders/${PAYPAL_ORDER}/capture`, {
        status: 422,
        json: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] },
      }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({
      ok: false,
      code: "instrument_declined",
      message: expect.stringContaining("PayPal declined"),
    });
  });

  it("does not capture an order the shopper has not approved", async () => {
    const { fetchImpl } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("CREATED") }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({ code: "not_approved" });
  });

  it("reports a PENDING capture as authorized", async () => {
    const { fetchImpl } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("APPROVED") }),
      on("POST", `/v2/checkout/orders/${PAYPAL_ORDER}/capture`, {
        json: order("COMPLETED", "125.00", [capture("PENDING")]),
      }),
    );
    expect(await provider(fetchImpl).charge(request())).toMatchObject({
      ok: true,
      status: "authorized",
    });
  });

  it("creates orders with the server's amount as a decimal string", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("POST", "/v2/checkout/orders", { status: 201, json: order("CREATED") }),
    );
    await createPaypalApi(keys, fetchImpl).createOrder(ORDER, 12_505);
    const body = JSON.parse(calls.at(-1)?.body ?? "{}");
    expect(body.purchase_units[0]).toEqual({
      reference_id: ORDER,
      custom_id: ORDER,
      amount: { currency_code: "USD", value: "125.05" },
    });
  });

  it("fetches the OAuth token once and reuses it", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { json: order("CREATED") }),
    );
    const api = createPaypalApi(keys, fetchImpl);
    await api.getOrder(PAYPAL_ORDER);
    await api.getOrder(PAYPAL_ORDER);
    expect(calls.filter((c) => c.url.endsWith("/oauth2/token"))).toHaveLength(1);
  });
});

describe("PayPal webhooks", () => {
  const headers = {
    authAlgo: "SHA256withRSA",
    certUrl: "https://api.paypal.com/v1/notifications/certs/CERT-1",
    transmissionId: "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
    transmissionSig: "sig",
    transmissionTime: "2026-01-15T12:00:00Z",
  };
  const raw =
    '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"id":"C1","amount":{"currency_code":"USD","value":"1.00"},"note":"$& $1"}}';

  it("sends the raw event body for verification and trusts only SUCCESS", async () => {
    let status = "SUCCESS";
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("POST", "/v1/notifications/verify-webhook-signature", () => ({
        json: { verification_status: status },
      })),
    );
    const api = createPaypalApi(keys, fetchImpl);
    expect(await api.verifyWebhook(headers, raw, "WEBHOOK1")).toBe(true);
    const sent = calls.at(-1)?.body ?? "";
    expect(sent).toContain(`"webhook_event":${raw}`);
    expect(JSON.parse(sent)).toMatchObject({ webhook_id: "WEBHOOK1", auth_algo: "SHA256withRSA" });
    status = "FAILURE";
    expect(await api.verifyWebhook(headers, raw, "WEBHOOK1")).toBe(false);
  });

  it("normalizes capture and refund events", () => {
    const completed = paypalEventSchema.parse({
      id: "WH-1",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      create_time: "2026-01-15T12:00:00Z",
      resource: { id: "C1", custom_id: ORDER, amount: { currency_code: "USD", value: "125.00" } },
    });
    expect(normalizePaypalEvent(completed)).toMatchObject({
      type: "payment.succeeded",
      reference: "C1",
      orderId: ORDER,
      amount: 12_500,
    });
    const refunded = paypalEventSchema.parse({
      id: "WH-2",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource: {
        id: "R1",
        amount: { currency_code: "USD", value: "5.00" },
        links: [{ rel: "up", href: "https://api.paypal.com/v2/payments/captures/C1" }],
      },
    });
    expect(normalizePaypalEvent(refunded)).toMatchObject({
      type: "payment.refunded",
      reference: "C1",
      amount: 500,
    });
    const other = paypalEventSchema.parse({
      id: "WH-3",
      event_type: "CHECKOUT.ORDER.APPROVED",
      resource: { id: "O1" },
    });
    expect(normalizePaypalEvent(other)).toBeNull();
  });
});

describe("PayPal lookup (reconciling an order a crash left pending)", () => {
  const charge = {
    idempotencyKey: "k",
    orderId: ORDER,
    amount: 12_500,
    token: PAYPAL_ORDER,
    startedAt: new Date(),
  };
  const reading = (json: unknown, status = 200) =>
    fakeFetch(token, on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, { status, json }));

  it("reports a completed capture of this order's total as captured", async () => {
    const { fetchImpl, calls } = reading(order("COMPLETED", "125.00", [capture()]));
    expect(await provider(fetchImpl).lookup?.(charge)).toEqual({
      state: "captured",
      reference: "3C679366HH908993F",
    });
    expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
  });

  it("reports an approved order nobody captured as nothing charged, and never captures it", async () => {
    const { fetchImpl, calls } = reading(order("APPROVED"));
    expect(await provider(fetchImpl).lookup?.(charge)).toEqual({ state: "none" });
    expect(calls.some((c) => c.url.endsWith("/capture"))).toBe(false);
  });

  it("cannot say for a capture PayPal still holds as pending", async () => {
    const { fetchImpl } = reading(order("COMPLETED", "125.00", [capture("PENDING")]));
    expect(await provider(fetchImpl).lookup?.(charge)).toEqual({ state: "unknown" });
  });

  it("reports nothing charged for another order's PayPal order or an unknown one", async () => {
    const other = reading({ ...order("COMPLETED", "125.00", [capture()]), purchase_units: [] });
    expect(await provider(other.fetchImpl).lookup?.(charge)).toEqual({ state: "none" });
    const missing = reading({ name: "RESOURCE_NOT_FOUND" }, 404);
    expect(await provider(missing.fetchImpl).lookup?.(charge)).toEqual({ state: "none" });
  });
});
