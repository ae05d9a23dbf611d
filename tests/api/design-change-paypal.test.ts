import { readFileSync } from "node:fs";
import path from "node:path";
import { paypalStandIn, type PaypalStandIn } from "../unit/payments/stand-ins/providers";
import {
  API,
  freshIp,
  newClient,
  register,
  uniqueEmail,
  type CartView,
  type Failure,
  type Ok,
} from "./support/accounts";
import { monogrammed, plainDesign, saveTote } from "./support/designs";
import { Client, type Reply } from "./support/http";
import { ROOT } from "./support/server-process";
import { trackedGuest } from "./support/orders";
import { secondTestServer } from "./support/second-server";

/**
 * Issue 38 over HTTP for an order paid with PayPal (docs/adr/0350): a second server of the test
 * build whose PayPal keys point at a stand-in of PayPal on loopback (tests/unit/payments/
 * stand-ins), so the built server's own PayPal client, adapter and time-outs meet PayPal's
 * shapes without a network. A dearer design's difference is a PayPal order the server creates
 * for the amount it prices, the client approves it (the stand-in approves at once, as the
 * buttons would), and the change is made only once the server read it back and captured it; a
 * change that loses to cutting refunds the capture.
 */

const server = secondTestServer("paypal-change", 27);

type Quote = { line_id: string; difference: number; new_total: number };
type PaypalOrder = { id: string; amount: number };

let paypal: PaypalStandIn;
beforeAll(async () => {
  paypal = await paypalStandIn();
  await server.start({ ...paypal.env, PAYMENTS_PROVIDER_TIMEOUT_MS: "5000" });
}, 300_000);

afterAll(async () => {
  await server.stop().catch(() => undefined);
  await paypal.standIn.close();
}, 60_000);

afterEach(() => paypal.letCapturesGo());

const onServer = (client: Client): Client => {
  client.base = server.base;
  return client;
};

const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

/** The atelier's token: this server's own fixtures, or on PostgreSQL the shared database's. */
const atelier = () => {
  const dir = process.env.DATABASE_URL
    ? (process.env.DATA_DIR ?? path.join(ROOT, ".data/test"))
    : server.data;
  const { partners } = JSON.parse(readFileSync(path.join(dir, "fixtures.json"), "utf8")) as {
    partners: { atelier: string };
  };
  return onServer(
    new Client(undefined, {
      "x-forwarded-for": freshIp(),
      authorization: `Bearer ${partners.atelier}`,
    }),
  );
};
const reportCutting = (number: string) =>
  atelier().send("POST", `${API}/partner/orders/${number}/stages`, { stage: "cutting" });

/** A guest orders a plain City Tote and pays it with PayPal (the stand-in). */
async function orderedWithPaypal() {
  const client = onServer(newClient());
  const designId = await saveTote(client, plainDesign);
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(made.status).toBe(200);
  const email = uniqueEmail("paypal-change");
  const registered = await register(client, content<CartView>(made).id, email);
  const created = await client.send("POST", `${API}/payments/paypal/orders`, {
    order_id: registered.id,
  });
  expect(created.status).toBe(200);
  const checkoutOrder = content<{ id: string }>(created).id;
  const placed = await client.send("POST", `${API}/placeOrder`, {
    order_id: registered.id,
    total: registered.cart.total,
    payment_method: "paypal",
    payment_token: checkoutOrder,
  });
  expect(placed.status).toBe(200);
  const number = content<CartView>(placed).cart.number ?? "";

  const { guest, lines } = await trackedGuest(onServer(newClient()), number, email);
  const dearer = await saveTote(guest, monogrammed("IVY"));
  const change = { line_id: lines[0]!.id, configured_product_id: dearer };
  const quoted = await guest.send("POST", `${API}/tracked-order/design-change-quote`, change);
  expect(quoted.status).toBe(200);
  const quote = content<Quote>(quoted);
  expect(quote.difference).toBeGreaterThan(0);
  return { guest, orderId: registered.id, number, checkoutOrder, change, quote };
}

const startPaypal = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-paypal-order`, body);
const confirmChange = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change`, body);
const designNow = async (guest: Client) =>
  content<{ lines: { design: string }[] }>(await guest.get(`${API}/tracked-order/aftercare`))
    .lines[0]?.design;

describe("a dearer design paid with PayPal (its stand-in)", () => {
  it("creates the difference's PayPal order for the server's amount, and applies the change once it is captured", async () => {
    const { guest, orderId, change, quote, checkoutOrder } = await orderedWithPaypal();
    const body = { ...change, expected_difference: quote.difference };

    // Another figure than the server's: no PayPal order at all.
    const stale = await startPaypal(guest, { ...body, expected_difference: quote.difference - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");
    // The card's route is not this order's.
    const card = await guest.send("POST", `${API}/tracked-order/design-change-payment`, body);
    expect(card.status).toBe(409);
    expect(card.json<Failure>().code).toBe("change_pays_with_paypal");

    const started = await startPaypal(guest, body);
    expect(started.status).toBe(200);
    const order = content<PaypalOrder>(started);
    expect(order.amount).toBe(quote.difference);
    expect(paypal.orders.get(order.id)).toMatchObject({
      customId: orderId,
      amount: quote.difference,
    });
    expect(paypal.created.get(order.id)).toEqual({
      referenceId: `design_change:${change.line_id}:${change.configured_product_id}`,
      requestId: expect.stringMatching(/^dc-[0-9a-f]{64}$/),
    });
    // Its PayPal-Request-Id: asked again (a reload), the same PayPal order.
    expect(content<PaypalOrder>(await startPaypal(guest, body)).id).toBe(order.id);

    // The order's own checkout PayPal order is never taken for the difference (nor refunded).
    const wrong = await confirmChange(guest, { ...body, payment_token: checkoutOrder });
    expect(wrong.status).toBe(422);
    expect(paypal.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(plainDesign);

    const changed = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(changed.status).toBe(200);
    expect(content<Quote>(changed).difference).toBe(quote.difference);
    expect(paypal.orders.get(order.id)?.status).toBe("COMPLETED");
    expect(paypal.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("never takes a PayPal order that paid an earlier change for a later one", async () => {
    const { guest, change, quote } = await orderedWithPaypal();
    const body = { ...change, expected_difference: quote.difference };
    const first = content<PaypalOrder>(await startPaypal(guest, body));
    expect((await confirmChange(guest, { ...body, payment_token: first.id })).status).toBe(200);

    // Back to the plain design (the difference is refunded), then the monogram again.
    const plain = await saveTote(guest, plainDesign);
    const back = { line_id: change.line_id, configured_product_id: plain };
    const backQuote = content<Quote>(
      await guest.send("POST", `${API}/tracked-order/design-change-quote`, back),
    );
    expect(backQuote.difference).toBe(-quote.difference);
    const undone = await confirmChange(guest, {
      ...back,
      expected_difference: backQuote.difference,
    });
    expect(undone.status).toBe(200);
    const again = content<Quote>(
      await guest.send("POST", `${API}/tracked-order/design-change-quote`, change),
    );
    expect(again.difference).toBe(quote.difference);

    // The captured PayPal order is refused, and a new one is made for the new attempt.
    const reused = await confirmChange(guest, { ...body, payment_token: first.id });
    expect(reused.status).toBe(422);
    expect(await designNow(guest)).toBe(plainDesign);
    const second = content<PaypalOrder>(await startPaypal(guest, body));
    expect(second.id).not.toBe(first.id);
    expect((await confirmChange(guest, { ...body, payment_token: second.id })).status).toBe(200);
    expect(paypal.orders.get(second.id)?.status).toBe("COMPLETED");
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("pays one change only with a PayPal order confirmed twice at once", async () => {
    const { guest, change, quote } = await orderedWithPaypal();
    const body = { ...change, expected_difference: quote.difference };
    const order = content<PaypalOrder>(await startPaypal(guest, body));
    const givenBefore = paypal.givenBack.length;

    // The first confirmation's capture is in flight at PayPal when the second one arrives.
    const captureArrived = paypal.holdCaptures();
    const first = confirmChange(guest, { ...body, payment_token: order.id });
    await captureArrived;
    // Refused before PayPal is asked (it would wait on the held capture, then time out).
    const second = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(second.status).toBe(422);
    expect(second.json<Failure>().errors?.payment_token?.[0]).toContain("already used");
    paypal.letCapturesGo();

    expect((await first).status).toBe(200);
    expect(paypal.orders.get(order.id)?.status).toBe("COMPLETED");
    // The one capture is kept: nothing given back.
    expect(paypal.givenBack).toHaveLength(givenBefore);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, change, quote } = await orderedWithPaypal();
    const body = { ...change, expected_difference: quote.difference };
    const order = content<PaypalOrder>(await startPaypal(guest, body));

    // The capture is in flight at PayPal when the atelier reports cutting.
    const captureArrived = paypal.holdCaptures();
    const confirming = confirmChange(guest, { ...body, payment_token: order.id });
    await captureArrived;
    expect((await reportCutting(number)).status).toBe(200);
    paypal.letCapturesGo();

    const lost = await confirming;
    expect(lost.status).toBe(409);
    expect(lost.json<Failure>().code).toBe("order_in_production");
    const capture = paypal.orders.get(order.id)?.capture?.id;
    expect(capture).toBeDefined();
    expect(paypal.givenBack).toContainEqual(
      expect.objectContaining({ reference: capture, amount: quote.difference, action: "refund" }),
    );
    expect(await designNow(guest)).toBeUndefined();
  });

  it("captures nothing when cutting started before the client confirmed", async () => {
    const { guest, number, change, quote } = await orderedWithPaypal();
    const body = { ...change, expected_difference: quote.difference };
    const order = content<PaypalOrder>(await startPaypal(guest, body));
    const givenBefore = paypal.givenBack.length;
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    // Approved but never captured: no money moved, and PayPal lets the approval lapse.
    expect(paypal.orders.get(order.id)?.status).toBe("APPROVED");
    expect(paypal.givenBack).toHaveLength(givenBefore);
    // And no new PayPal order is made for an order the atelier started.
    expect((await startPaypal(guest, body)).status).toBe(409);
  });
});
