import { readFileSync } from "node:fs";
import path from "node:path";
import { stripeStandIn, type StripeStandIn } from "../unit/payments/stand-ins/providers";
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
 * Issue 38 over HTTP with live card payments: a second server of the test build whose Stripe
 * keys point at a stand-in of Stripe on loopback (tests/unit/payments/stand-ins), so the built
 * server's own Stripe SDK, adapter and time-outs meet Stripe's shapes without a network. A
 * dearer design's difference is a PaymentIntent the server creates for the amount it prices,
 * the client confirms it (as the PaymentElement would), and the change is made only once the
 * server read the intent back and captured it; a change that loses to cutting refunds it.
 */

const server = secondTestServer("stripe", 22);

type Quote = { line_id: string; difference: number; new_total: number };
type Intent = { id: string; client_secret: string; amount: number };

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await stripeStandIn();
  await server.start({ ...stripe.env, PAYMENTS_PROVIDER_TIMEOUT_MS: "5000" });
}, 300_000);

afterAll(async () => {
  await server.stop().catch(() => undefined);
  await stripe.standIn.close();
}, 60_000);

afterEach(() => stripe.letCapturesGo());

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

/** A guest orders a plain City Tote and pays it by card through Stripe (the stand-in). */
async function orderedByCard() {
  const client = onServer(newClient());
  const designId = await saveTote(client, plainDesign);
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(made.status).toBe(200);
  const email = uniqueEmail("stripe-change");
  const registered = await register(client, content<CartView>(made).id, email);
  const intent = await client.send("POST", `${API}/payments/stripe/payment-intents`, {
    order_id: registered.id,
  });
  expect(intent.status).toBe(200);
  const checkoutIntent = content<{ id: string }>(intent).id;
  stripe.confirm(checkoutIntent);
  const placed = await client.send("POST", `${API}/placeOrder`, {
    order_id: registered.id,
    total: registered.cart.total,
    payment_method: "card",
    payment_token: checkoutIntent,
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
  return { guest, number, checkoutIntent, change, quote };
}

const startPayment = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-payment`, body);
const confirmChange = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change`, body);

describe("a dearer design paid through Stripe (its stand-in)", () => {
  it("creates the difference's intent for the server's amount, and applies the change once it is captured", async () => {
    const { guest, checkoutIntent, change, quote } = await orderedByCard();
    const body = { ...change, expected_difference: quote.difference };

    // Another figure than the server's: no intent at all.
    const stale = await startPayment(guest, { ...body, expected_difference: quote.difference - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");

    const started = await startPayment(guest, body);
    expect(started.status).toBe(200);
    const intent = content<Intent>(started);
    expect(intent.amount).toBe(quote.difference);
    expect(stripe.intents.get(intent.id)).toMatchObject({
      amount: quote.difference,
      status: "requires_payment_method",
      metadata: { purpose: "design_change" },
    });
    // Its idempotency key: asked again (a reload), the same intent.
    expect(content<Intent>(await startPayment(guest, body)).id).toBe(intent.id);

    // The order's own checkout intent is never taken for the difference (nor given back).
    const wrong = await confirmChange(guest, { ...body, payment_token: checkoutIntent });
    expect(wrong.status).toBe(422);
    expect(stripe.givenBack).toEqual([]);
    expect(stripe.intents.get(checkoutIntent)?.status).toBe("succeeded");

    // Not confirmed by the client yet: refused, nothing captured.
    const unconfirmed = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(unconfirmed.status).toBe(422);
    expect(stripe.intents.get(intent.id)?.status).toBe("requires_payment_method");

    stripe.confirm(intent.id);
    const changed = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(changed.status).toBe(200);
    expect(content<Quote>(changed).difference).toBe(quote.difference);
    expect(stripe.intents.get(intent.id)).toMatchObject({ status: "succeeded" });
    expect(stripe.givenBack).toEqual([]);
    const after = content<{ lines: { design: string }[] }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(after.lines[0]?.design).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, change, quote } = await orderedByCard();
    const body = { ...change, expected_difference: quote.difference };
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);

    // The capture is in flight at Stripe when the atelier reports cutting.
    const captureArrived = stripe.holdCaptures();
    const confirming = confirmChange(guest, { ...body, payment_token: intent.id });
    await captureArrived;
    expect((await reportCutting(number)).status).toBe(200);
    stripe.letCapturesGo();

    const lost = await confirming;
    expect(lost.status).toBe(409);
    expect(lost.json<Failure>().code).toBe("order_in_production");
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, amount: quote.difference, action: "refund" }),
    );
    const view = content<{ lines: { design: string }[]; window: { open: boolean } }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(view.window.open).toBe(false);
  });

  it("lets the hold go when cutting started before the client confirmed", async () => {
    const { guest, number, change, quote } = await orderedByCard();
    const body = { ...change, expected_difference: quote.difference };
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    expect(stripe.intents.get(intent.id)?.status).toBe("canceled");
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, action: "void" }),
    );
    // And no new intent is made for an order the atelier started.
    expect((await startPayment(guest, body)).status).toBe(409);
  });

  it("lets the hold go when the change is refused because its price is not the one confirmed", async () => {
    const { guest, change, quote } = await orderedByCard();
    const body = { ...change, expected_difference: quote.difference };
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);

    // The client confirms a figure the server no longer finds (the price moved meanwhile).
    const refused = await confirmChange(guest, {
      ...body,
      expected_difference: quote.difference + 100,
      payment_token: intent.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("change_price_changed");
    expect(stripe.intents.get(intent.id)?.status).toBe("canceled");
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, action: "void" }),
    );
    const view = content<{ lines: { design: string }[] }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(view.lines[0]?.design).toBe(plainDesign);
  });

  it("makes a new intent when the same design is chosen again after a change back (ADR 0374's key)", async () => {
    const { guest, change, quote } = await orderedByCard();
    const body = { ...change, expected_difference: quote.difference };
    const first = content<Intent>(await startPayment(guest, body));
    stripe.confirm(first.id);
    expect((await confirmChange(guest, { ...body, payment_token: first.id })).status).toBe(200);

    // Back to a plain tote: cheaper, refunded without a payment.
    const plain = {
      line_id: change.line_id,
      configured_product_id: await saveTote(guest, plainDesign),
    };
    const back = content<Quote>(
      await guest.send("POST", `${API}/tracked-order/design-change-quote`, plain),
    );
    expect(back.difference).toBeLessThan(0);
    expect(
      (await confirmChange(guest, { ...plain, expected_difference: back.difference })).status,
    ).toBe(200);

    // The same dearer design again, for the same difference: a new intent, not the paid one.
    const again = content<Intent>(await startPayment(guest, body));
    expect(again.id).not.toBe(first.id);
    expect(stripe.intents.get(again.id)?.status).toBe("requires_payment_method");
    stripe.confirm(again.id);
    expect((await confirmChange(guest, { ...body, payment_token: again.id })).status).toBe(200);
    const after = content<{ lines: { design: string }[] }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(after.lines[0]?.design).toBe(monogrammed("IVY"));
  });
});
