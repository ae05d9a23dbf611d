import { paypalStandIn, type ProviderStandIn } from "../unit/payments/stand-ins/providers";
import {
  API,
  cartById,
  cartWith,
  mask,
  newClient,
  register,
  uniqueEmail,
} from "./support/accounts";
import type { Failure, Ok } from "./support/accounts";
import type { Client } from "./support/http";
import { secondTestServer } from "./support/second-server";

/**
 * Issue 25 over HTTP, on a second server of the test build with live PayPal keys whose API base
 * is a stand-in of PayPal on loopback (tests/unit/payments/stand-ins): the built server's own
 * adapter, fetch and time-out meet PayPal's shapes. A capture of the wrong amount is given back
 * at once; a refused refund is kept for reconciliation; a silent PayPal holds the order.
 */
const server = secondTestServer("money", 21);

let paypal: ProviderStandIn;
beforeAll(async () => {
  paypal = await paypalStandIn();
  await server.start({ ...paypal.env, PAYMENTS_PROVIDER_TIMEOUT_MS: "1000" });
}, 300_000);

afterAll(async () => {
  await server.stop().catch(() => undefined);
  await paypal.standIn.close();
}, 60_000);

afterEach(() => {
  paypal.standIn.recover();
  Object.assign(paypal.script, { captureTakes: undefined, refuseRefunds: 0 });
  paypal.script.outageAfterCapture = false;
});

const money = (): Client => {
  const client = newClient();
  client.base = server.base;
  return client;
};

/** A registered bag with the mask and the PayPal order our server created for its total. */
async function bagWithPaypalOrder(client: Client, tag: string) {
  const cart = await cartWith(client, mask.id);
  const registered = await register(client, cart.id, uniqueEmail(tag));
  const created = await client.send("POST", `${API}/payments/paypal/orders`, {
    order_id: cart.id,
  });
  expect(created.status).toBe(200);
  return { cart: registered, token: created.json<Ok<{ id: string }>>().content.id };
}

const placeWithPaypal = (client: Client, bag: Awaited<ReturnType<typeof bagWithPaypalOrder>>) =>
  client.send("POST", `${API}/placeOrder`, {
    order_id: bag.cart.id,
    total: bag.cart.cart.total,
    payment_method: "paypal",
    payment_token: bag.token,
  });

type Payments = { payments: { status: string; amount: number }[] };

describe("PayPal through its stand-in, on a server of the test build", () => {
  it("gives back a capture of the wrong amount at once: refused order, refunded payment", async () => {
    const client = money();
    const bag = await bagWithPaypalOrder(client, "paypal-wrong");
    const taken = bag.cart.cart.total - 1;
    paypal.script.captureTakes = taken;

    const placed = await placeWithPaypal(client, bag);
    expect(placed.status).toBe(422);
    expect(placed.json<Failure>().message).toContain("given back to you in full");
    const view = (await cartById(client, bag.cart.id)) as unknown as Payments;
    expect(view.payments.map((p) => p.status)).toEqual(["refunded"]);
    expect(paypal.givenBack).toEqual([
      expect.objectContaining({ amount: taken, action: "refund", key: expect.any(String) }),
    ]);
  });

  it("keeps a refund PayPal refused, for reconciliation to retry", async () => {
    const client = money();
    const bag = await bagWithPaypalOrder(client, "paypal-refused");
    paypal.script.captureTakes = bag.cart.cart.total + 100;
    paypal.script.refuseRefunds = 1;
    const before = paypal.givenBack.length;

    const placed = await placeWithPaypal(client, bag);
    expect(placed.status).toBe(422);
    const view = (await cartById(client, bag.cart.id)) as unknown as Payments;
    expect(view.payments.map((p) => p.status)).toEqual(["refund_pending"]);
    expect(paypal.givenBack).toHaveLength(before);
  });

  it("holds the order when PayPal goes silent after capturing", async () => {
    const client = money();
    const bag = await bagWithPaypalOrder(client, "paypal-silent");
    paypal.script.outageAfterCapture = true;

    const placed = await placeWithPaypal(client, bag);
    expect(placed.status).toBe(409);
    expect(placed.json<Failure & { code?: string }>()).toMatchObject({
      code: "payment_unconfirmed",
    });
    // The bag is held, not reopened: a change to it is refused while the payment is unknown.
    paypal.standIn.recover();
    const again = await placeWithPaypal(client, bag);
    expect(again.status).toBe(409);
  });
});
