import { Client, fixtures } from "./support/http";
import { ASSOCIATE_REQUIRED, kiosk as enrolledKiosk, signInAssociate } from "./support/associates";
import { readProduct } from "./support/designs";

const API = "/api/external";
const mask = readProduct("limited-edition-silk-mask-gold-leaf");
type Cart = {
  id: string;
  cart: {
    total: number;
    item_total: number;
    adjustment_total: number;
    comments: string | null;
    status: string;
    number: string | null;
  };
  adjustments: { id: string; amount: number }[];
  payments: { status: string; amount: number }[];
};
type Ok<T> = { status: "success"; content: T };
type Failure = { message: string; errors?: Record<string, string[]> };

const address = {
  first_name: "Fix",
  last_name: "Ture",
  line1: "5 Grand Street",
  city: "New York",
  state: "NY",
  postal_code: "10013",
};

async function cartOf(client: Client) {
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "product",
    orderable_id: mask.id,
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<Cart>>().content;
}

async function cardToken(client: Client) {
  const reply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  return reply.json<Ok<{ token: string }>>().content.token;
}

describe("PUT /orders/{id}", () => {
  it("saves comments where the store takes them, and refuses them elsewhere", async () => {
    const stylist = new Client("stylist.localhost:3000");
    const cart = await cartOf(stylist);
    const saved = await stylist.send("PUT", `${API}/orders/${cart.id}`, {
      comments: "Gift for my mother",
    });
    expect(saved.status).toBe(200);
    expect(saved.json<Ok<Cart>>().content.cart.comments).toBe("Gift for my mother");
    const long = await stylist.send("PUT", `${API}/orders/${cart.id}`, {
      comments: "x".repeat(2001),
    });
    expect(long.status).toBe(422);

    const web = new Client();
    const webCart = await cartOf(web);
    const refused = await web.send("PUT", `${API}/orders/${webCart.id}`, { comments: "hi" });
    expect(refused.status).toBe(422);
    expect(refused.json<Failure>().errors?.comments).toBeDefined();
    expect((await new Client().send("PUT", `${API}/orders/${webCart.id}`, {})).status).toBe(404);
  });
});

describe("order adjustments (department-store kiosks)", () => {
  it("adjust the total before tax, never below zero, and only in the kiosk", async () => {
    const kiosk = await enrolledKiosk();
    const cart = await cartOf(kiosk);
    const unsigned = await kiosk.send("POST", `${API}/order-adjustments`, {
      order_id: cart.id,
      label: "Goodwill",
      amount: -1000,
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.json<Failure>().message).toBe(ASSOCIATE_REQUIRED);
    await signInAssociate(kiosk, cart.id);
    // -1000 of 4500 stays inside the kiosk's 30% discount limit.
    expect(1000).toBeLessThanOrEqual(Math.floor(mask.starting_price * 0.3));
    const added = await kiosk.send("POST", `${API}/order-adjustments`, {
      order_id: cart.id,
      label: "Goodwill",
      amount: -1000,
    });
    expect(added.status).toBe(200);
    const adjusted = added.json<Ok<Cart>>().content;
    expect(adjusted.cart.adjustment_total).toBe(-1000);
    expect(adjusted.cart.total).toBe(mask.starting_price - 1000);
    // Each adjustment needs the associate's PIN again (issue 23); a refused one does not use it.
    await signInAssociate(kiosk, cart.id);
    const tooMuch = await kiosk.send("POST", `${API}/order-adjustments`, {
      order_id: cart.id,
      label: "Too much",
      amount: -mask.starting_price,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json<Failure>().errors?.amount).toEqual([
      "An adjustment cannot take the goods below zero.",
    ]);
    // Short of zero but past 30% of the items in all: the discount limit refuses it.
    const overLimit = await kiosk.send("POST", `${API}/order-adjustments`, {
      order_id: cart.id,
      label: "Over the limit",
      amount: -(Math.floor(mask.starting_price * 0.3) - 1000 + 1),
    });
    expect(overLimit.status).toBe(422);
    expect(overLimit.json<Failure>().errors?.amount?.[0]).toMatch(/30%/);
    const id = adjusted.adjustments[0]?.id;
    // Another enrolled kiosk: the adjustment is not its bag's.
    const stranger = await (await enrolledKiosk()).send("DELETE", `${API}/order-adjustments/${id}`);
    expect(stranger.status).toBe(404);
    const removed = await kiosk.send("DELETE", `${API}/order-adjustments/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json<Ok<Cart>>().content.cart.total).toBe(mask.starting_price);

    const web = new Client();
    const webCart = await cartOf(web);
    const refused = await web.send("POST", `${API}/order-adjustments`, {
      order_id: webCart.id,
      label: "Nope",
      amount: -100,
    });
    expect(refused.status).toBe(422);
  });
});

describe("a signed-in customer's carts and orders", () => {
  it("claims a cart, finds it from another device, and lists the order once placed", async () => {
    const { customer } = fixtures();
    const bearer = { authorization: `Bearer ${customer.token}` };
    const browser = new Client(undefined, bearer);
    const cart = await cartOf(browser);
    const claimed = await browser.send("PUT", `${API}/customer/orders/${cart.id}`);
    expect(claimed.status).toBe(200);

    const phone = new Client(undefined, bearer);
    const latest = await phone.get(`${API}/customer/orders/getLatestCart`);
    expect(latest.status).toBe(200);
    expect(latest.json<Ok<Cart | null>>().content?.id).toBe(cart.id);
    expect((await new Client().get(`${API}/customer/orders/getLatestCart`)).status).toBe(401);
    expect((await new Client().send("PUT", `${API}/customer/orders/${cart.id}`)).status).toBe(401);

    const registered = await browser.send("POST", `${API}/customers`, {
      order_id: cart.id,
      customerDetails: {
        email: customer.email,
        first_name: "Fixture",
        last_name: "Customer",
        shipping_address: address,
      },
    });
    expect(registered.status).toBe(200);
    const total = registered.json<Ok<Cart>>().content.cart.total;
    const token = await cardToken(browser);
    const placed = await browser.send("POST", `${API}/placeOrder`, {
      order_id: cart.id,
      total,
      payment_method: "card",
      payment_token: token,
    });
    expect(placed.status).toBe(200);
    const order = placed.json<Ok<Cart>>().content;
    expect(order.payments).toEqual([
      expect.objectContaining({ status: "captured", amount: total }),
    ]);

    const history = await phone.get(`${API}/customer/orders`);
    expect(history.status).toBe(200);
    const listed = history.json<Ok<{ id: string; number: string; item_count: number }[]>>();
    expect(listed.content.find((o) => o.id === cart.id)).toMatchObject({
      number: order.cart.number,
      item_count: 1,
    });
  });
});
