import {
  API,
  newClient,
  register,
  uniqueEmail,
  type CartView,
  type Failure,
  type Ok,
} from "./support/accounts";
import { monogrammed, plainDesign, saveTote } from "./support/designs";
import type { Client, Reply } from "./support/http";
import { orderedTote, trackedGuest } from "./support/orders";

/**
 * Issue 38 (ADR 0350) on the test server's local payments: an order paid with the simulated
 * PayPal pays a dearer design's difference with a local PayPal order the server binds to the
 * order and its own difference, as the review page's "Pay with PayPal (test)" button asks for.
 */
const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;
type Quote = { difference: number };

async function orderedWithLocalPaypal() {
  const client = newClient();
  const designId = await saveTote(client, plainDesign);
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  const email = uniqueEmail("paypal-local-change");
  const registered = await register(client, content<CartView>(made).id, email);
  const created = await client.send("POST", `${API}/payments/paypal/orders`, {
    order_id: registered.id,
  });
  expect(created.status).toBe(200);
  const placed = await client.send("POST", `${API}/placeOrder`, {
    order_id: registered.id,
    total: registered.cart.total,
    payment_method: "paypal",
    payment_token: content<{ id: string }>(created).id,
  });
  expect(placed.status).toBe(200);
  return { number: content<CartView>(placed).cart.number ?? "", email };
}

async function dearerChange(guest: Client, lineId: string) {
  const dearer = await saveTote(guest, monogrammed("LOU"));
  const change = { line_id: lineId, configured_product_id: dearer };
  const quote = content<Quote>(
    await guest.send("POST", `${API}/tracked-order/design-change-quote`, change),
  );
  expect(quote.difference).toBeGreaterThan(0);
  return { ...change, expected_difference: quote.difference };
}

describe("a dearer design paid with PayPal in local mode", () => {
  it("binds a local PayPal order to the server's difference and makes the change with it", async () => {
    const { number, email } = await orderedWithLocalPaypal();
    const { guest, lines } = await trackedGuest(newClient(), number, email);
    const body = await dearerChange(guest, lines[0]!.id);

    // Not this figure: no PayPal order.
    const stale = await guest.send("POST", `${API}/tracked-order/design-change-paypal-order`, {
      ...body,
      expected_difference: body.expected_difference + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");

    const started = await guest.send(
      "POST",
      `${API}/tracked-order/design-change-paypal-order`,
      body,
    );
    expect(started.status).toBe(200);
    const order = content<{ id: string; amount: number }>(started);
    expect(order.amount).toBe(body.expected_difference);

    const changed = await guest.send("POST", `${API}/tracked-order/design-change`, {
      ...body,
      payment_token: order.id,
    });
    expect(changed.status).toBe(200);
    const view = content<{ lines: { design: string }[] }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(view.lines[0]?.design).toBe(monogrammed("LOU"));
  });

  it("makes no PayPal order for an order paid by card", async () => {
    const { number, email } = await orderedTote(uniqueEmail("card-no-paypal"));
    const { guest, lines } = await trackedGuest(newClient(), number, email);
    const body = await dearerChange(guest, lines[0]!.id);
    const refused = await guest.send(
      "POST",
      `${API}/tracked-order/design-change-paypal-order`,
      body,
    );
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("change_not_paypal");
  });
});
