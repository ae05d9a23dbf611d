import { readFileSync } from "node:fs";
import path from "node:path";
import {
  API,
  freshIp,
  newClient,
  register,
  uniqueEmail,
  type CartView,
  type Failure,
  type Ok,
} from "./accounts";
import { monogrammed, plainDesign, saveTote } from "./designs";
import { Client, type Reply } from "./http";
import { trackedGuest } from "./orders";
import { secondTestServer } from "./second-server";
import { ROOT } from "./server-process";
import type { ProviderStandIn } from "../../unit/payments/stand-ins/providers";

/*
 * The design-change API tests' set-up (issue 38), asserting with jest's expect: the server a
 * test talks to (a second server of the test build whose provider keys point at a stand-in, or
 * the main test server), the atelier's stage report on it, and a guest's order quoted a dearer
 * design. (./design-changes.ts is the refused change that the e2e specs share too.)
 */

export const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

export type Quote = { line_id: string; difference: number };
export type Change = { line_id: string; configured_product_id: string };

/** How the order is paid at checkout: the method, and the token its provider handed back. */
export type CheckoutPayment = {
  method: "card" | "paypal" | "wallet" | "financing";
  token(client: Client, order: { id: string; total: number }): string | Promise<string>;
};

/**
 * The checkout's own start (a Stripe intent, a PayPal order) for `orderId`, as the payment page
 * makes it: the id the provider's buttons approve, which becomes the payment token.
 */
export async function checkoutStarted(client: Client, start: string, orderId: string) {
  const started = await client.send("POST", `${API}/payments/${start}`, { order_id: orderId });
  expect(started.status).toBe(200);
  return content<{ id: string }>(started).id;
}

/** A second test server (secondTestServer): where its clients go, and its own data folder. */
type SecondServer = { base: string; data: string };

/** A provider's stand-in that can hold its captures (or authorizations) in flight. */
type Holding =
  | { holdCaptures(): Promise<void>; letCapturesGo(): void }
  | { holdCharges(): Promise<void>; letChargesGo(): void };
type HoldingStandIn = ProviderStandIn & Holding;

/** The design-change calls of a guest who tracks the order (the tracking grant). */
export const confirmChange = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change`, body);
export const quoteChange = (guest: Client, change: Change) =>
  guest.send("POST", `${API}/tracked-order/design-change-quote`, change);
/** The design of the order's first line now (undefined once the window closed). */
export const designNow = async (guest: Client) =>
  content<{ lines: { design: string }[] }>(await guest.get(`${API}/tracked-order/aftercare`))
    .lines[0]?.design;

/** The set-up on `second`, or on the main test server when there is none. */
export function designChangeServer(second?: SecondServer) {
  const onServer = (client: Client): Client => {
    if (second) client.base = second.base;
    return client;
  };

  /** The atelier's token: a second server's own fixtures, or on PostgreSQL the shared database's. */
  const atelier = () => {
    const dir =
      second && !process.env.DATABASE_URL
        ? second.data
        : (process.env.DATA_DIR ?? path.join(ROOT, ".data/test"));
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

  /**
   * A guest orders a plain City Tote, pays it with `payment`, tracks it and is quoted the tote
   * monogrammed `monogram`: dearer, so the change has a difference to pay.
   */
  async function orderedAndQuoted(payment: CheckoutPayment, tag: string, monogram = "IVY") {
    const client = onServer(newClient());
    const made = await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: await saveTote(client, plainDesign),
    });
    expect(made.status).toBe(200);
    const email = uniqueEmail(tag);
    const registered = await register(client, content<CartView>(made).id, email);
    const checkoutToken = await payment.token(client, {
      id: registered.id,
      total: registered.cart.total,
    });
    const placed = await client.send("POST", `${API}/placeOrder`, {
      order_id: registered.id,
      total: registered.cart.total,
      payment_method: payment.method,
      payment_token: checkoutToken,
    });
    expect(placed.status).toBe(200);
    const number = content<CartView>(placed).cart.number ?? "";

    const { guest, lines } = await trackedGuest(onServer(newClient()), number, email);
    const change: Change = {
      line_id: lines[0]!.id,
      configured_product_id: await saveTote(guest, monogrammed(monogram)),
    };
    const quoted = await quoteChange(guest, change);
    expect(quoted.status).toBe(200);
    const quote = content<Quote>(quoted);
    expect(quote.difference).toBeGreaterThan(0);
    const body = { ...change, expected_difference: quote.difference };
    return { guest, orderId: registered.id, number, checkoutToken, change, quote, body };
  }

  /**
   * The change confirmed with `token` while the provider holds its capture (or authorization)
   * in flight, and the atelier reports cutting meanwhile: the change loses to cutting.
   */
  async function lostToCutting(
    guest: Client,
    number: string,
    body: object,
    token: string | null,
    provider: Holding,
  ) {
    const arrived = "holdCaptures" in provider ? provider.holdCaptures() : provider.holdCharges();
    const confirming = confirmChange(guest, { ...body, payment_token: token });
    await arrived;
    expect((await reportCutting(number)).status).toBe(200);
    if ("letCapturesGo" in provider) provider.letCapturesGo();
    else provider.letChargesGo();
    const lost = await confirming;
    expect(lost.status).toBe(409);
    expect(lost.json<Failure>().code).toBe("order_in_production");
  }

  return { onServer, reportCutting, orderedAndQuoted, lostToCutting };
}

/**
 * The set-up on a second server of the test build (`name`, the main port plus `portOffset`) whose
 * provider keys point at the stand-ins `start` makes: they start before the server and close
 * after it, and after each test what a test held in flight is let go.
 */
export function designChangeOnStandIns(
  name: string,
  portOffset: number,
  start: () => Promise<HoldingStandIn[]>,
) {
  const server = secondTestServer(name, portOffset);
  let standIns: HoldingStandIn[] = [];
  beforeAll(async () => {
    standIns = await start();
    const env = Object.assign({}, ...standIns.map((standIn) => standIn.env)) as Record<
      string,
      string
    >;
    await server.start({ ...env, PAYMENTS_PROVIDER_TIMEOUT_MS: "5000" });
  }, 300_000);
  afterAll(async () => {
    await server.stop().catch(() => undefined);
    await Promise.all(standIns.map((standIn) => standIn.standIn.close()));
  }, 60_000);
  afterEach(() => {
    for (const standIn of standIns) {
      if ("letCapturesGo" in standIn) standIn.letCapturesGo();
      else standIn.letChargesGo();
    }
  });
  return designChangeServer(server);
}
