import { ASSOCIATE_REQUIRED, kiosk as enrolledKiosk, signInAssociate } from "./support/associates";
import { Client } from "./support/http";
import { readProduct } from "./support/designs";

const API = "/api/external";
const mask = readProduct("limited-edition-silk-mask-gold-leaf");
type Ok<T> = { status: "success"; content: T };
type Failure = { message: string; errors?: Record<string, string[]> };

async function cartOf(client: Client) {
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "product",
    orderable_id: mask.id,
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<{ id: string; cart: { total: number } }>>().content;
}

describe("local payment simulation over HTTP", () => {
  it("card tokens: a test card gives a token; bad numbers and dates are 422; CSRF applies", async () => {
    const client = new Client();
    const ok = await client.send("POST", `${API}/payments/local/card-tokens`, {
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: new Date().getFullYear() + 1,
      cvc: "123",
    });
    expect(ok.status).toBe(200);
    expect(ok.json<Ok<{ token: string }>>().content.token.length).toBeGreaterThan(20);
    const bad = await client.send("POST", `${API}/payments/local/card-tokens`, {
      number: "4242 4242 4242 4241",
      exp_month: 1,
      exp_year: 2020,
      cvc: "1",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<Failure>().errors ?? {})).toEqual(
      expect.arrayContaining(["number"]),
    );
    const forged = await client.request("POST", `${API}/payments/local/card-tokens`, {
      body: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" },
    });
    expect(forged.status).toBe(419);
  });

  it("PayPal and financing start from the caller's own cart, for the server's total", async () => {
    const client = new Client();
    const cart = await cartOf(client);
    const paypal = await client.send("POST", `${API}/payments/paypal/orders`, {
      order_id: cart.id,
    });
    expect(paypal.status).toBe(200);
    expect(paypal.json<Ok<{ id: string }>>().content.id).toBeTruthy();
    const stranger = await new Client().send("POST", `${API}/payments/paypal/orders`, {
      order_id: cart.id,
    });
    expect(stranger.status).toBe(404);

    const financing = await client.send("POST", `${API}/payments/financing/checkouts`, {
      order_id: cart.id,
    });
    expect(financing.status).toBe(200);
    const redirect = financing.json<Ok<{ redirect_url: string }>>().content.redirect_url;
    expect(redirect).toMatch(/^\/checkout\/confirmation_affirm\?checkout_token=/);
    const token = new URL(redirect, "http://x").searchParams.get("checkout_token") ?? "";
    const status = await client.get(
      `${API}/payments/financing/checkouts/${encodeURIComponent(token)}`,
    );
    expect(status.status).toBe(200);
    expect(status.json<Ok<{ amount: number }>>().content.amount).toBe(cart.cart.total);
  });

  it("wallet: the order reference details of spec 7 for the shopper's own order", async () => {
    const client = new Client();
    const cart = await cartOf(client);
    const start = await client.send("POST", `${API}/payments/wallet/checkouts`, {
      order_id: cart.id,
    });
    expect(start.status).toBe(200);
    const url = new URL(
      start.json<Ok<{ redirect_url: string }>>().content.redirect_url,
      "http://x",
    );
    const query = new URLSearchParams({
      order_id: cart.id,
      order_reference_id: url.searchParams.get("order_reference_id") ?? "",
      access_token: url.searchParams.get("access_token") ?? "",
    });
    const details = await client.get(`${API}/payments/wallet/order-reference-details?${query}`);
    expect(details.status).toBe(200);
    expect(details.json<Ok<unknown>>().content).toEqual({
      order_reference_id: url.searchParams.get("order_reference_id"),
      state: "Open",
      amount: cart.cart.total,
      currency: "USD",
      buyer: { name: "Alex Morgan", email: "alex.morgan@example.com" },
      shipping_address: {
        name: "Alex Morgan",
        line1: "350 Fifth Avenue",
        line2: null,
        city: "New York",
        state: "NY",
        postal_code: "10118",
        country: "US",
      },
    });
  });

  it.each([
    ["stripe", { "stripe-signature": "t=1,v1=abc" }],
    ["paypal", { "paypal-transmission-id": "x", "paypal-transmission-sig": "abc" }],
  ])("the %s webhook is off without its secrets", async (provider, headers) => {
    const reply = await new Client().request("POST", `${API}/webhooks/${provider}`, {
      rawBody: "{}",
      headers,
    });
    expect(reply.status).toBe(404);
    // The route's own answer (not a missing route's page), before the signature is looked at.
    expect(reply.json()).toEqual({ status: "error", code: "not_found", message: "Not found." });
  });
});

describe("department-store receipt numbers", () => {
  it("are recorded for the kiosk's own invoiced order only", async () => {
    const kiosk = await enrolledKiosk();
    const cart = await cartOf(kiosk);
    const registered = await kiosk.send("POST", `${API}/customers`, {
      order_id: cart.id,
      customerDetails: {
        email: "kiosk.api@example.com",
        first_name: "Kay",
        last_name: "Oh",
        phone: "914 555 0123",
        shipping_address: {
          first_name: "Kay",
          last_name: "Oh",
          line1: "1 Main Street",
          city: "White Plains",
          state: "NY",
          postal_code: "10601",
        },
      },
    });
    expect(registered.status).toBe(200);
    const total = registered.json<Ok<{ cart: { total: number } }>>().content.cart.total;
    const card = await kiosk.send("POST", `${API}/placeOrder`, {
      order_id: cart.id,
      total,
      payment_method: "card",
      payment_token: "x",
    });
    expect(card.status).toBe(422);
    const unsigned = await kiosk.send("POST", `${API}/placeOrder`, {
      order_id: cart.id,
      total,
      payment_method: "invoice",
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.json<Failure>().message).toBe(ASSOCIATE_REQUIRED);
    await signInAssociate(kiosk, cart.id);
    const placed = await kiosk.send("POST", `${API}/placeOrder`, {
      order_id: cart.id,
      total,
      payment_method: "invoice",
    });
    expect(placed.status).toBe(200);
    expect(placed.json<Ok<{ cart: { status: string } }>>().content.cart.status).toBe("placed");

    const receipt = await kiosk.send("POST", `${API}/submit-receipt/${cart.id}/BRW-1001`);
    expect(receipt.status).toBe(200);
    expect(
      receipt.json<Ok<{ cart: { receipt_number: string } }>>().content.cart.receipt_number,
    ).toBe("BRW-1001");
    const bad = await kiosk.send("POST", `${API}/submit-receipt/${cart.id}/%20`);
    expect(bad.status).toBe(422);
    // Another enrolled kiosk: the order is not its own.
    const stranger = await (
      await enrolledKiosk()
    ).send("POST", `${API}/submit-receipt/${cart.id}/BRW-1002`);
    expect(stranger.status).toBe(404);
    const web = await new Client().send("POST", `${API}/submit-receipt/${cart.id}/BRW-1003`);
    expect(web.status).toBe(404);
  });
});
