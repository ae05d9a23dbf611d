import { randomUUID } from "node:crypto";
import {
  API,
  bearer,
  cartWith,
  newClient,
  placeOrder,
  register,
  signUp,
  waitForMail,
  freshIp,
  uniqueEmail,
  type CartView,
  type Ok,
} from "./support/accounts";
import { monogrammed } from "./support/designs";
import { Client, fixtures, type Reply } from "./support/http";
import { signedUpToteOrder } from "./support/orders";
import { staffClient } from "./support/staff";
import { invoice, kiosk, kioskHostBrowser, signInAssociate } from "./support/associates";

/**
 * Issue 38 over HTTP: a client returns stock pieces of a delivered order (refund or exchange),
 * the warehouse reports the parcel received and inspected (scope `returns`), client care acts;
 * made-to-order pieces, undelivered orders and a closed window are refused.
 */
type Step = { key: string; label: string; at: string | null };
type ReturnView = {
  number: string;
  order_number: string;
  status: string;
  resolution: string;
  lines: { order_item_id: string; quantity: number; exchange_for: { product_id: string } | null }[];
  refund: { status: string; amount: number } | null;
  exchange: { carrier: string; tracking_url: string } | null;
  inspection_note: string | null;
  steps: Step[];
};
type Option = {
  order_item_id: string;
  returnable: number;
  refusal: string | null;
  until: string | null;
  exchanges: { product_id: string }[];
};
type Failure = {
  status: "error";
  message: string;
  code: string;
  errors?: Record<string, string[]>;
};

const { partners, returns: pieces, customer: fixtureCustomer } = fixtures();
const partner = (token: string) =>
  new Client(undefined, { "x-forwarded-for": freshIp(), authorization: `Bearer ${token}` });
const atelier = () => partner(partners.atelier);
const warehouse = () => partner(partners.warehouse);

const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

async function stock(productId: string): Promise<number> {
  const reply = await newClient().get(`${API}/is-product-still-available/${productId}`);
  expect(reply.status).toBe(200);
  return content<{ stock: number }>(reply).stock;
}

/** A signed-up customer who bought one returns-fixture piece, delivered by the atelier. */
async function deliveredPiece(options: { deliver?: boolean } = {}) {
  const account = await signUp();
  const cart = await cartWith(account.client, pieces.pieceId);
  const registered = await register(account.client, cart.id, account.email);
  const placed = await placeOrder(account.client, registered);
  expect(placed.status).toBe(200);
  const order = content<CartView>(placed);
  const number = order.cart.number ?? "";
  if (options.deliver !== false) await deliver(number, ["quality_check"]);
  return { ...account, order, number };
}

async function deliver(number: string, steps: string[]) {
  for (const stage of steps) {
    expect(
      (await atelier().send("POST", `${API}/partner/orders/${number}/stages`, { stage })).status,
    ).toBe(200);
  }
  const shipped = await atelier().send("POST", `${API}/partner/orders/${number}/stages`, {
    stage: "shipped",
    carrier: "ups",
    tracking_number: "1Z999AA10123456784",
  });
  expect(shipped.status).toBe(200);
  const delivered = await atelier().send("POST", `${API}/partner/orders/${number}/stages`, {
    stage: "delivered",
  });
  expect(delivered.status).toBe(200);
}

const options = async (client: Client, orderId: string) => {
  const reply = await client.get(`${API}/customer/orders/${orderId}/returns`);
  expect(reply.status).toBe(200);
  return content<{ options: Option[]; returns: ReturnView[] }>(reply);
};

const ask = (client: Client, orderId: string, body: object) =>
  client.send("POST", `${API}/customer/orders/${orderId}/returns`, body);

const received = (number: string, key?: string) =>
  warehouse().request("POST", `${API}/partner/returns/${number}/received`, {
    body: {},
    headers: key ? { "idempotency-key": key } : {},
  });

const inspect = (number: string, body: object, key?: string) =>
  warehouse().request("POST", `${API}/partner/returns/${number}/inspection`, {
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

function expectConflict(reply: Reply, code: string) {
  expect(reply.status).toBe(409);
  expect(reply.json<Failure>()).toMatchObject({ status: "error", code });
}

describe("a refund's whole path", () => {
  it("requested, received, accepted, refunded and back in stock; every step mailed and shown", async () => {
    const buyer = await deliveredPiece();
    const before = await stock(pieces.pieceId);
    const { options: lines } = await options(buyer.client, buyer.order.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ returnable: 1, refusal: null });
    expect(lines[0]?.exchanges.map((e) => e.product_id)).toContain(pieces.exchangeId);

    const body = {
      request_id: randomUUID(),
      reason: "colour",
      resolution: "refund",
      lines: [{ order_item_id: lines[0]?.order_item_id, quantity: 1 }],
    };
    const first = await ask(buyer.client, buyer.order.id, body);
    expect(first.status).toBe(200);
    const requested = content<ReturnView>(first);
    expect(requested).toMatchObject({
      status: "requested",
      resolution: "refund",
      order_number: buyer.number,
    });
    expect(requested.number).toMatch(/^RA-[2-9A-HJ-NP-Z]{8}$/);
    // The same form sent twice makes one return.
    const again = await ask(buyer.client, buyer.order.id, body);
    expect(again.status).toBe(200);
    expect(content<ReturnView>(again).number).toBe(requested.number);
    expect((await options(buyer.client, buyer.order.id)).returns).toHaveLength(1);
    // ...and a second form for the same piece is refused.
    expectConflict(
      await ask(buyer.client, buyer.order.id, { ...body, request_id: randomUUID() }),
      "piece_already_returning",
    );

    const authorisation = await waitForMail(buyer.email, (m) => m.text.includes(requested.number));
    expect(authorisation.text).toContain(`/my-account/returns/${requested.number}`);
    expect(authorisation.text).toContain("Crosby Street");

    const key = randomUUID();
    const got = await received(requested.number, key);
    expect(got.status).toBe(200);
    expect(content<ReturnView>(got).status).toBe("received");
    const replay = await received(requested.number, key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expectConflict(await received(requested.number), "return_not_awaited");
    await waitForMail(
      buyer.email,
      (m) => /received/.test(m.headers) && m.text.includes(requested.number),
    );

    const accepted = await inspect(requested.number, { outcome: "accepted" }, randomUUID());
    expect(accepted.status).toBe(200);
    const done = content<ReturnView>(accepted);
    expect(done.status).toBe("accepted");
    expect(done.refund).toEqual({
      status: "refunded",
      amount: buyer.order.cart.total - 0 - shippingOf(buyer.order),
    });
    expect(done.steps.map((s) => [s.key, s.at !== null])).toEqual([
      ["requested", true],
      ["received", true],
      ["accepted", true],
      ["refunded", true],
    ]);
    expect(await stock(pieces.pieceId)).toBe(before + 1);
    await waitForMail(
      buyer.email,
      (m) => /refund/.test(m.headers) && m.text.includes(requested.number),
    );
    expectConflict(
      await inspect(requested.number, { outcome: "accepted" }),
      "return_already_inspected",
    );

    const seen = await options(buyer.client, buyer.order.id);
    expect(seen.returns[0]).toMatchObject({ number: requested.number, status: "accepted" });
  });
});

/** The piece's price: the order's total less shipping (the refund gives back the piece). */
const shippingOf = (order: CartView) => order.cart.total - 4500;

describe("an exchange", () => {
  it("sets the other colour aside at once and ships it when the return is accepted", async () => {
    const buyer = await deliveredPiece();
    const { options: lines } = await options(buyer.client, buyer.order.id);
    const spare = await stock(pieces.exchangeId);
    const reply = await ask(buyer.client, buyer.order.id, {
      request_id: randomUUID(),
      reason: "colour",
      resolution: "exchange",
      lines: [
        {
          order_item_id: lines[0]?.order_item_id,
          quantity: 1,
          exchange_product_id: pieces.exchangeId,
        },
      ],
    });
    expect(reply.status).toBe(200);
    const exchange = content<ReturnView>(reply);
    expect(exchange.lines[0]?.exchange_for?.product_id).toBe(pieces.exchangeId);
    expect(exchange.refund).toBeNull();
    expect(await stock(pieces.exchangeId)).toBe(spare - 1);

    expect((await received(exchange.number)).status).toBe(200);
    const unshipped = await inspect(exchange.number, { outcome: "accepted" });
    expect(unshipped.status).toBe(422);
    expect(unshipped.json<Failure>().code).toBe("exchange_shipment_required");
    const accepted = await inspect(exchange.number, {
      outcome: "accepted",
      carrier: "ups",
      tracking_number: "1Z999AA10123456785",
    });
    expect(accepted.status).toBe(200);
    expect(content<ReturnView>(accepted).exchange).toMatchObject({
      carrier: "ups",
      tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123456785",
    });
    expect(content<ReturnView>(accepted).steps.at(-1)).toMatchObject({ key: "exchange_shipped" });
    // The replacement stays sold; the piece sent back is on the shelf again.
    expect(await stock(pieces.exchangeId)).toBe(spare - 1);
  });

  it("refuses a piece of another style, and an exchange without its choice (422)", async () => {
    const buyer = await deliveredPiece();
    const { options: lines } = await options(buyer.client, buyer.order.id);
    const line = lines[0]?.order_item_id;
    const missing = await ask(buyer.client, buyer.order.id, {
      request_id: randomUUID(),
      reason: "size",
      resolution: "exchange",
      lines: [{ order_item_id: line, quantity: 1 }],
    });
    expect(missing.status).toBe(422);
    const other = await ask(buyer.client, buyer.order.id, {
      request_id: randomUUID(),
      reason: "size",
      resolution: "exchange",
      lines: [{ order_item_id: line, quantity: 1, exchange_product_id: pieces.pieceId }],
    });
    expect(other.status).toBe(422);
    expect(other.json<Failure>().code).toBe("exchange_unavailable");
  });
});

describe("a refused return", () => {
  it("keeps the money, sends the piece back and tells the client why", async () => {
    const buyer = await deliveredPiece();
    const before = await stock(pieces.pieceId);
    const { options: lines } = await options(buyer.client, buyer.order.id);
    const asked = content<ReturnView>(
      await ask(buyer.client, buyer.order.id, {
        request_id: randomUUID(),
        reason: "changed_mind",
        resolution: "refund",
        lines: [{ order_item_id: lines[0]?.order_item_id, quantity: 1 }],
      }),
    );
    expectConflict(await inspect(asked.number, { outcome: "accepted" }), "return_not_received");
    expect((await received(asked.number)).status).toBe(200);
    const noNote = await inspect(asked.number, { outcome: "refused" });
    expect(noNote.status).toBe(422);
    const refused = await inspect(asked.number, {
      outcome: "refused",
      note: "The piece has been worn.",
    });
    expect(refused.status).toBe(200);
    expect(content<ReturnView>(refused)).toMatchObject({
      status: "refused",
      inspection_note: "The piece has been worn.",
      refund: { status: "none", amount: 4500 },
    });
    expect(content<ReturnView>(refused).steps.map((s) => s.key)).toEqual([
      "requested",
      "received",
      "refused",
    ]);
    expect(await stock(pieces.pieceId)).toBe(before);
    const mail = await waitForMail(buyer.email, (m) => m.text.includes("could not accept"));
    expect(mail.text).toContain("The piece has been worn.");
    // Refused, the piece may be asked for again within the window.
    expect((await options(buyer.client, buyer.order.id)).options[0]?.returnable).toBe(1);
  });
});

describe("what cannot be returned", () => {
  it("refuses a piece after the return window's end", async () => {
    const client = new Client(undefined, {
      "x-forwarded-for": freshIp(),
      ...bearer(fixtureCustomer.token),
    });
    const { options: lines } = await options(client, pieces.lateOrderId);
    expect(lines[0]).toMatchObject({ returnable: 0, refusal: expect.stringMatching(/window/) });
    expectConflict(
      await ask(client, pieces.lateOrderId, {
        request_id: randomUUID(),
        reason: "size",
        resolution: "refund",
        lines: [{ order_item_id: lines[0]?.order_item_id, quantity: 1 }],
      }),
      "return_window_closed",
    );
  });

  it("refuses a personalised made-to-order bag, and a piece not yet delivered", async () => {
    const { account, order } = await signedUpToteOrder(monogrammed("ADA"));
    const before = await options(account.client, order.id);
    expect(before.options[0]).toMatchObject({
      returnable: 0,
      refusal: expect.stringMatching(/made to your order/),
    });
    await deliver(order.cart.number ?? "", ["cutting", "stitching", "finishing", "quality_check"]);
    const { options: lines } = await options(account.client, order.id);
    expectConflict(
      await ask(account.client, order.id, {
        request_id: randomUUID(),
        reason: "changed_mind",
        resolution: "refund",
        lines: [{ order_item_id: lines[0]?.order_item_id, quantity: 1 }],
      }),
      "piece_made_to_order",
    );

    const waiting = await deliveredPiece({ deliver: false });
    const { options: undelivered } = await options(waiting.client, waiting.order.id);
    expectConflict(
      await ask(waiting.client, waiting.order.id, {
        request_id: randomUUID(),
        reason: "size",
        resolution: "refund",
        lines: [{ order_item_id: undelivered[0]?.order_item_id, quantity: 1 }],
      }),
      "order_not_delivered",
    );
  });

  it("answers 404 for another customer's order, 401 signed out, 403 without the scope", async () => {
    const buyer = await deliveredPiece();
    const stranger = await signUp();
    expect(
      (await stranger.client.get(`${API}/customer/orders/${buyer.order.id}/returns`)).status,
    ).toBe(404);
    expect((await newClient().get(`${API}/customer/orders/${buyer.order.id}/returns`)).status).toBe(
      401,
    );
    const byAtelier = await atelier().request(
      "POST",
      `${API}/partner/returns/RA-22222222/received`,
      { body: {} },
    );
    expect(byAtelier.status).toBe(403);
    expect((await received("RA-22222222")).status).toBe(404);
    const stolen = await stranger.client.send(
      "POST",
      `${API}/customer/orders/${buyer.order.id}/returns`,
      {
        request_id: randomUUID(),
        reason: "size",
        resolution: "refund",
        lines: [{ order_item_id: randomUUID(), quantity: 1 }],
      },
    );
    expect(stolen.status).toBe(404);
    expect((await options(buyer.client, buyer.order.id)).returns).toEqual([]);
  });
});

describe("client care", () => {
  it("sees open returns per store, approves with a note kept in the history", async () => {
    const buyer = await deliveredPiece();
    const { options: lines } = await options(buyer.client, buyer.order.id);
    const asked = content<ReturnView>(
      await ask(buyer.client, buyer.order.id, {
        request_id: randomUUID(),
        reason: "damaged",
        resolution: "refund",
        lines: [{ order_item_id: lines[0]?.order_item_id, quantity: 1 }],
      }),
    );
    expect((await buyer.client.get(`${API}/staff/returns`)).status).toBe(404);
    const staff = await staffClient();
    const open = content<{ number: string; store: string }[]>(
      await staff.get(`${API}/staff/returns?store=web`),
    );
    expect(open.find((r) => r.number === asked.number)).toMatchObject({ store: "web" });
    const elsewhere = content<{ number: string }[]>(
      await staff.get(`${API}/staff/returns?store=dept-manhattan`),
    );
    expect(elsewhere.map((r) => r.number)).not.toContain(asked.number);

    const approved = await staff.send("POST", `${API}/staff/returns/${asked.number}/actions`, {
      action: "approve",
      note: "Damaged in transit: refunded before the parcel arrives.",
    });
    expect(approved.status).toBe(200);
    expect(content<ReturnView>(approved)).toMatchObject({
      status: "accepted",
      refund: { status: "refunded" },
    });
    const after = content<{ number: string }[]>(await staff.get(`${API}/staff/returns?store=web`));
    expect(after.map((r) => r.number)).not.toContain(asked.number);
    const refund = await staff.send("POST", `${API}/staff/returns/${asked.number}/actions`, {
      action: "refund",
      note: "again",
    });
    expectConflict(refund, "return_refund_not_open");
  });
});

describe("at the counter (kiosk)", () => {
  it("the associate starts a client's return with a PIN; the refund is credited on the invoice", async () => {
    const counter = await kiosk();
    const cart = await cartWith(counter, pieces.pieceId);
    const email = uniqueEmail("counter-return");
    const registered = await register(counter, cart.id, email);
    await signInAssociate(counter, cart.id);
    const invoiced = await invoice(counter, cart.id, registered.cart.total);
    expect(invoiced.status).toBe(200);
    const number = content<CartView>(invoiced).cart.number ?? "";
    await deliver(number, ["quality_check"]);
    const before = await stock(pieces.pieceId);

    const who = { user_name: "jmorales", pin: "2468", order_number: number, email };
    const look = (client: Client, body: object) =>
      client.send("POST", `${API}/kiosk/returns/options`, body);
    // A browser that is not an enrolled kiosk, a wrong PIN, a wrong e-mail: nothing to see.
    expect((await look(kioskHostBrowser(), who)).status).toBe(403);
    expect((await look(counter, { ...who, pin: "1111" })).status).toBe(422);
    expect((await look(counter, { ...who, email: "someone.else@example.com" })).status).toBe(404);
    // A client without their e-mail to hand gives the delivery postcode instead (ADR 0376),
    // however they write it; a wrong one is the same 404, and both keys at once are refused.
    const { email: _email, ...byNumber } = who;
    expect((await look(counter, { ...byNumber, postcode: "10014" })).status).toBe(404);
    expect((await look(counter, { ...who, postcode: "10013" })).status).toBe(422);
    const neither = await look(counter, byNumber);
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.json<Failure>().errors ?? {})).toEqual(["email"]);
    const byPostcode = await look(counter, { ...byNumber, postcode: " 10013 " });
    expect(byPostcode.status).toBe(200);
    expect(content<{ options: Option[] }>(byPostcode).options.map((o) => o.order_item_id)).toEqual(
      content<{ options: Option[] }>(await look(counter, who)).options.map((o) => o.order_item_id),
    );
    const seen = await look(counter, who);
    expect(seen.status).toBe(200);
    const line = content<{ options: Option[] }>(seen).options[0];
    expect(line).toMatchObject({ returnable: 1, refusal: null });

    const asked = await counter.send("POST", `${API}/kiosk/returns`, {
      ...who,
      request: {
        request_id: randomUUID(),
        reason: "size",
        resolution: "refund",
        lines: [{ order_item_id: line?.order_item_id, quantity: 1 }],
      },
    });
    expect(asked.status).toBe(200);
    const requested = content<ReturnView & { channel: string }>(asked);
    expect(requested).toMatchObject({
      status: "requested",
      channel: "kiosk",
      order_number: number,
    });
    // A client without an account is sent to the order's tracking to print, never to a page
    // behind a sign-in.
    const mailed = await waitForMail(email, (m) => m.text.includes(requested.number));
    expect(mailed.text).toContain(`/orders/track?number=${number}`);
    expect(mailed.text).not.toContain("/my-account/");

    // Accepted: the kiosk's invoice is credited (no card to refund), and the piece is back.
    expect((await received(requested.number)).status).toBe(200);
    const accepted = await inspect(requested.number, { outcome: "accepted" }, randomUUID());
    expect(accepted.status).toBe(200);
    expect(content<ReturnView>(accepted).refund).toEqual({
      status: "credited",
      amount: requested.refund?.amount,
    });
    expect(await stock(pieces.pieceId)).toBe(before + 1);
  });
});
