import { API, type Failure } from "./support/accounts";
import {
  checkoutStarted,
  confirmChange,
  content,
  designChangeServer,
  designNow,
} from "./support/design-change";
import { monogrammed } from "./support/designs";
import type { Client } from "./support/http";
import { cardToken } from "./support/orders";

/**
 * Issue 38 (ADR 0350) on the test server's local payments: an order paid with the simulated
 * PayPal pays a dearer design's difference with a local PayPal order the server binds to the
 * order and its own difference, as the review page's "Pay with PayPal (test)" button asks for.
 */
const { orderedAndQuoted } = designChangeServer();

/** A guest orders a plain City Tote paid with the local PayPal (or `card`), quoted a dearer design. */
const ordered = (method: "paypal" | "card") =>
  orderedAndQuoted(
    {
      method,
      token: (client, order) =>
        method === "card" ? cardToken(client) : checkoutStarted(client, "paypal/orders", order.id),
    },
    `${method}-local-change`,
    "LOU",
  );

const startPaypal = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-paypal-order`, body);

describe("a dearer design paid with PayPal in local mode", () => {
  it("binds a local PayPal order to the server's difference and makes the change with it", async () => {
    const { guest, body } = await ordered("paypal");

    // Not this figure: no PayPal order.
    const stale = await startPaypal(guest, {
      ...body,
      expected_difference: body.expected_difference + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");

    const started = await startPaypal(guest, body);
    expect(started.status).toBe(200);
    const order = content<{ id: string; amount: number }>(started);
    expect(order.amount).toBe(body.expected_difference);

    const changed = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(changed.status).toBe(200);
    expect(await designNow(guest)).toBe(monogrammed("LOU"));
  });

  it("makes no PayPal order for an order paid by card", async () => {
    const { guest, body } = await ordered("card");
    const refused = await startPaypal(guest, body);
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("change_not_paypal");
  });
});
