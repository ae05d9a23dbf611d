import { createPaypalApi } from "@/lib/payments/paypal/api";
import { createDifferenceOrder, isDifferenceOrder } from "@/lib/payments/paypal/difference";
import { fakeFetch, on } from "./fake-fetch";

/** Issue 38 (ADR 0350): the PayPal order for a design change's difference, and its check. */
const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";
const OCCASION = "6f1c1d1e-0000-4000-8000-000000000002:6f1c1d1e-0000-4000-8000-000000000003";
const PAYPAL_ORDER = "5O190127TN364715T";
const keys = { clientId: "client", clientSecret: "secret", environment: "sandbox" as const };

const token = on("POST", "/v1/oauth2/token", { json: { access_token: "A21", expires_in: 32400 } });

const paypalOrder = (unit: { reference_id?: string; custom_id?: string }, units = 1) => ({
  id: PAYPAL_ORDER,
  status: "APPROVED",
  purchase_units: Array.from({ length: units }, () => ({
    ...unit,
    amount: { currency_code: "USD", value: "45.00" },
  })),
});

describe("PayPal difference orders", () => {
  it("creates an order for the difference, named as the change's, under a stable PayPal-Request-Id", async () => {
    const { fetchImpl, calls } = fakeFetch(
      token,
      on("POST", "/v2/checkout/orders", {
        status: 201,
        json: { ...paypalOrder({}), status: "CREATED" },
      }),
    );
    const api = createPaypalApi(keys, fetchImpl);
    const payment = { orderId: ORDER, occasion: OCCASION, amount: 4_500, attempt: 1 };
    const created = await createDifferenceOrder(api, payment, "Design change");
    expect(created).toEqual({ id: PAYPAL_ORDER });
    await createDifferenceOrder(api, payment, "Design change");
    await createDifferenceOrder(api, { ...payment, amount: 4_600 }, "Design change");
    await createDifferenceOrder(api, { ...payment, attempt: 2 }, "Design change");

    const creates = calls.filter((call) => call.url.endsWith("/v2/checkout/orders"));
    expect(JSON.parse(creates[0]!.body)).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: `design_change:${OCCASION}`,
          custom_id: ORDER,
          description: "Design change",
          amount: { currency_code: "USD", value: "45.00" },
        },
      ],
    });
    const ids = creates.map((call) => call.headers["paypal-request-id"]);
    expect(ids[0]).toMatch(/^dc-[0-9a-f]{64}$/);
    // PayPal takes at most 108 characters.
    expect(ids[0]!.length).toBeLessThanOrEqual(108);
    // The same change and amount: the same key (PayPal answers the first order); another
    // amount, or a payment tried since: another.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
  });

  it("accepts only a PayPal order made for this order's change", async () => {
    const check = async (reply: object | null, tokenId = PAYPAL_ORDER) => {
      const { fetchImpl } = fakeFetch(
        token,
        on(
          "GET",
          `/v2/checkout/orders/${PAYPAL_ORDER}`,
          reply
            ? { json: reply }
            : {
                status: 404,
                json: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] },
              },
        ),
      );
      return isDifferenceOrder(createPaypalApi(keys, fetchImpl), tokenId, ORDER, OCCASION);
    };
    const mine = { reference_id: `design_change:${OCCASION}`, custom_id: ORDER };
    expect(await check(paypalOrder(mine))).toBe(true);
    // The order's own checkout PayPal order (reference_id = the order).
    expect(await check(paypalOrder({ reference_id: ORDER, custom_id: ORDER }))).toBe(false);
    // Another change of the same order, another order's change, two units.
    expect(
      await check(paypalOrder({ ...mine, reference_id: "design_change:another:design" })),
    ).toBe(false);
    expect(await check(paypalOrder({ ...mine, custom_id: "someone-else" }))).toBe(false);
    expect(await check(paypalOrder(mine, 2))).toBe(false);
    // Unknown at PayPal, or not a PayPal order id at all (never sent).
    expect(await check(null)).toBe(false);
    expect(await check(paypalOrder(mine), "pi_3Stand0000000000")).toBe(false);
  });

  it("throws when PayPal does not answer, so the change is refused unconfirmed", async () => {
    const { fetchImpl } = fakeFetch(
      token,
      on("GET", `/v2/checkout/orders/${PAYPAL_ORDER}`, {
        status: 503,
        json: { name: "SERVICE_UNAVAILABLE" },
      }),
    );
    await expect(
      isDifferenceOrder(createPaypalApi(keys, fetchImpl), PAYPAL_ORDER, ORDER, OCCASION),
    ).rejects.toThrow();
  });
});
