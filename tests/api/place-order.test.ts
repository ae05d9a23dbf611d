import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkoutDetails } from "./support/accounts";
import { Client, fixtures } from "./support/http";
import { kiosk as enrolledKiosk } from "./support/associates";
import { cardToken } from "./support/orders";
import { monogrammed, plainDesign, readProduct, saveTote, tote } from "./support/designs";

const API = "/api/external";
const mask = readProduct("limited-edition-silk-mask-gold-leaf");
type Cart = {
  id: string;
  cart: { total: number; number: string | null; status: string };
  products: { stock: number | null }[];
};
type Ok<T> = { status: "success"; content: T };
type Failure = { message: string; errors?: Record<string, string[]> };
const GONE_BAG = "Your bag could not be found. It may have been checked out already.";
const ORDERED =
  "This design has been ordered and can no longer be changed. Open it in the configurator to make a new one.";

let shopperCount = 0;

/** A guest with a cart holding `first`, registered for checkout. */
async function guestCart(first: { type: string; id: string }, email = "ada@example.com") {
  // Each shopper comes from their own address, as in a real race.
  const client = new Client(undefined, { "x-forwarded-for": `198.51.100.${++shopperCount}` });
  const created = await client.send("POST", `${API}/orders`, {
    orderable_type: first.type,
    orderable_id: first.id,
  });
  expect(created.status).toBe(200);
  const cart = created.json<Ok<Cart>>().content;
  const registered = await client.send("POST", `${API}/customers`, {
    customerDetails: checkoutDetails(email),
    order_id: cart.id,
  });
  expect(registered.status).toBe(200);
  return { client, cart: registered.json<Ok<Cart>>().content };
}

const place = (client: Client, cartId: string, total: number, token: string) =>
  client.send("POST", `${API}/placeOrder`, {
    retailer_store_id: "ignored",
    order_id: cartId,
    total,
    payment_method: "card",
    payment_token: token,
  });

const stockOf = async (client: Client, id: string) =>
  (await client.get(`${API}/is-product-still-available/${id}`)).json<Ok<{ stock: number | null }>>()
    .content.stock;

/** Polls `check` for up to five seconds. */
async function eventually(check: () => boolean): Promise<boolean> {
  for (const until = Date.now() + 5000; Date.now() < until;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

function outboxMentions(text: string): boolean {
  const dir = path.resolve(process.env.DATA_DIR ?? ".data/test", "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return false;
  }
  return files.some((f) => readFileSync(path.join(dir, f), "utf8").includes(text));
}

describe("POST /customers (guest checkout registration)", () => {
  it("refuses bad details with the errors map; an account's e-mail is taken like every other", async () => {
    const { client, cart } = await guestCart({ type: "product", id: mask.id });
    const bad = await client.send("POST", `${API}/customers`, {
      customerDetails: { ...checkoutDetails("not-an-email"), shipping_address: { city: "" } },
      order_id: cart.id,
    });
    expect(bad.status).toBe(422);
    const errors = bad.json<Failure>().errors ?? {};
    expect(errors["customerDetails.email"]).toBeDefined();
    expect(errors["customerDetails.shipping_address.city"]).toBeDefined();
    // Refusing it would tell a stranger the address has an account (issue 23); the order goes
    // to the address's guest record instead, never into the account.
    const book = async () =>
      (
        await new Client().get(`${API}/customer/addresses`, {
          authorization: `Bearer ${fixtures().customer.token}`,
        })
      ).json<{ content: unknown[] }>().content;
    const before = await book();
    const account = await client.send("POST", `${API}/customers`, {
      customerDetails: checkoutDetails(fixtures().customer.email),
      order_id: cart.id,
    });
    expect(account.status).toBe(200);
    expect(await book()).toEqual(before);
  });
});

describe("POST /placeOrder", () => {
  it("places a paid order with a number, clears the cart cookies and mails a confirmation", async () => {
    const { client, cart } = await guestCart({ type: "product", id: mask.id }, "paid@example.com");
    const token = await cardToken(client);
    const reply = await place(client, cart.id, cart.cart.total, token);
    expect(reply.status).toBe(200);
    const order = reply.json<Ok<Cart>>().content;
    expect(order.cart.status).toBe("paid");
    expect(order.cart.number).toMatch(/^AA-[2-9A-Z]{8}$/);
    expect(order.cart.total).toBe(cart.cart.total);
    expect(client.cookie("cart_id")).toBeUndefined();
    // The confirmation is queued with the order and sent right after the answer.
    await expect(eventually(() => outboxMentions(order.cart.number ?? "missing"))).resolves.toBe(
      true,
    );
    // The placed order is no longer a cart.
    expect((await client.get(`${API}/orders/${cart.id}?type=cart`)).status).toBe(404);
  });

  it("refuses a total that is not the server's, and bad input with the errors map", async () => {
    const { client, cart } = await guestCart({ type: "product", id: mask.id });
    const token = await cardToken(client);
    const wrong = await place(client, cart.id, cart.cart.total - 1, token);
    expect(wrong.status).toBe(422);
    expect(wrong.json<Failure>().errors?.total?.[0]).toMatch(/Your total has changed/);
    const bad = await client.send("POST", `${API}/placeOrder`, { order_id: "x", total: "a" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<Failure>().errors ?? {}).sort()).toEqual([
      "order_id",
      "payment_method",
      "total",
    ]);
  });

  it("a declined card places nothing and puts the stock back", async () => {
    const { client, cart } = await guestCart({ type: "product", id: mask.id });
    const before = await stockOf(client, mask.id);
    const token = await cardToken(client, "4000000000000002");
    const reply = await place(client, cart.id, cart.cart.total, token);
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().message).toBe("Your card was declined.");
    expect(await stockOf(client, mask.id)).toBe(before);
    const still = await client.get(`${API}/orders/${cart.id}?type=cart`);
    expect(still.status).toBe(200);
    expect(still.json<Ok<Cart>>().content.cart.number).toBeNull();
  });

  it("the same placeOrder repeated gives one order and one payment", async () => {
    const { client, cart } = await guestCart({ type: "product", id: mask.id });
    const token = await cardToken(client);
    const replies = await Promise.all([
      place(client, cart.id, cart.cart.total, token),
      place(client, cart.id, cart.cart.total, token),
      place(client, cart.id, cart.cart.total, token),
    ]);
    const numbers = replies.map((r) => r.json<Ok<Cart>>().content?.cart?.number);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(numbers).size).toBe(1);
    const later = await place(client, cart.id, cart.cart.total, token);
    const order = later.json<Ok<Cart & { payments: { status: string }[] }>>().content;
    expect(order.cart.number).toBe(numbers[0]);
    // One charge: the replays found the placed order and asked no provider again.
    expect(order.payments.map((p) => p.status)).toEqual(["captured"]);
  });

  it("20 shoppers racing for 3 units: exactly 3 orders and no stock left", async () => {
    const { raceProductId } = fixtures();
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guestCart({ type: "product", id: raceProductId }, `racer${i}@example.com`),
      ),
    );
    const tokens = await Promise.all(shoppers.map(({ client }) => cardToken(client)));
    const replies = await Promise.all(
      shoppers.map(({ client, cart }, i) => place(client, cart.id, cart.cart.total, tokens[i]!)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    expect(await stockOf(shoppers[0]!.client, raceProductId)).toBe(0);
  });
});

describe("placed orders keep what was charged", () => {
  it("a single-use promo stays on the receipt after it is used up, and a second cart is refused", async () => {
    const first = await guestCart({ type: "product", id: mask.id }, "first.bag@example.com");
    const second = await guestCart({ type: "product", id: mask.id }, "second.bag@example.com");
    for (const { client, cart } of [first, second]) {
      const applied = await client.send("POST", `${API}/addPromoCodeToOrder`, {
        code: "FIRSTBAG",
        order_id: cart.id,
      });
      expect(applied.status).toBe(200);
    }
    const firstTotal = (await first.client.get(`${API}/orders/${first.cart.id}?type=cart`)).json<
      Ok<Cart & { cart: { promo_total: number } }>
    >().content.cart;
    const placed = await place(
      first.client,
      first.cart.id,
      firstTotal.total,
      await cardToken(first.client),
    );
    expect(placed.status).toBe(200);
    const receipt = placed.json<
      Ok<{
        cart: { promo_total: number; total: number };
        payments: { provider: string; status: string; amount: number }[];
      }>
    >().content;
    expect(receipt.cart.promo_total).toBe(firstTotal.promo_total);
    expect(receipt.cart.total).toBe(firstTotal.total);
    // $100 off a $45 mask: nothing to collect, and still a payment row saying how it was settled.
    expect(receipt.cart.total).toBe(0);
    expect(receipt.payments).toEqual([
      expect.objectContaining({ provider: "covered", status: "captured", amount: 0 }),
    ]);

    // The second cart was shown the discount, but the code is now used: its total changed.
    const secondView = await second.client.get(`${API}/orders/${second.cart.id}?type=cart`);
    const shown = secondView.json<Ok<Cart & { promo_code: { applied: boolean } }>>().content;
    expect(shown.promo_code.applied).toBe(false);
    const refused = await place(
      second.client,
      second.cart.id,
      firstTotal.total,
      await cardToken(second.client),
    );
    expect(refused.status).toBe(422);
    expect(refused.json<Failure>().errors?.total).toBeDefined();
  });
});

describe("a cart belongs to its store", () => {
  it("is not found under another store's host, so kiosk rules never apply to it", async () => {
    const { client, cart } = await guestCart(
      { type: "product", id: mask.id },
      "web.only@example.com",
    );
    const read = async () => (await client.get(`${API}/orders/${cart.id}?type=cart`)).text;
    const before = await read();
    const jar = client.cookie("atelier_session") ?? "";
    // An enrolled kiosk (issue 25) holding the web shopper's session: still not found.
    const enrolled = await enrolledKiosk();
    const kiosk = new Client("dept.localhost:3000");
    kiosk.setCookie("atelier_session", jar);
    kiosk.setCookie("atelier_kiosk", enrolled.cookie("atelier_kiosk") ?? "");
    const adjusted = await kiosk.send("POST", `${API}/order-adjustments`, {
      order_id: cart.id,
      label: "Free",
      amount: -cart.cart.total,
    });
    // Nor can a kiosk's associate sign in to it there, nor invoice it.
    const associate = await kiosk.send("POST", `${API}/public/validateAssociate`, {
      user_name: "jmorales",
      order_id: cart.id,
      pin: "2468",
    });
    const invoiced = await kiosk.send("POST", `${API}/placeOrder`, {
      order_id: cart.id,
      total: cart.cart.total,
      payment_method: "invoice",
    });
    const answer = (reply: typeof adjusted) => [reply.status, reply.json<Failure>().message];
    expect(answer(adjusted)).toEqual([404, GONE_BAG]);
    expect(answer(associate)).toEqual([404, "Order not found."]);
    expect(answer(invoiced)).toEqual([404, GONE_BAG]);
    // The web cart is as it was: no adjustment, not placed, the same total.
    const after = await read();
    expect(after).toBe(before);
    expect(JSON.parse(after)).toMatchObject({
      content: { cart: { status: "cart", total: cart.cart.total, number: null } },
    });
  });
});

describe("an ordered design is what the atelier makes", () => {
  it("cannot be changed or deleted once ordered, nor deleted while in the bag", async () => {
    const client = new Client(undefined, { "x-forwarded-for": "198.51.100.250" });
    const designId = await saveTote(client, plainDesign);
    /** The design as the public page reads it: what the atelier would make. */
    const design = async () => {
      const reply = await new Client().get(`${API}/public/configured-products/${designId}`);
      return [reply.status, reply.json<Ok<{ data: string }>>().content.data];
    };
    const created = await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    const cartId = created.json<Ok<Cart>>().content.id;
    const inBag = await client.send("DELETE", `${API}/configured-products/${designId}`);
    expect([inBag.status, inBag.json<Failure>().message]).toEqual([
      422,
      "This design is in your bag. Remove it from the bag before deleting it.",
    ]);
    expect(await design()).toEqual([200, plainDesign]);
    const registered = await client.send("POST", `${API}/customers`, {
      order_id: cartId,
      customerDetails: checkoutDetails("design.buyer@example.com"),
    });
    const total = registered.json<Ok<Cart>>().content.cart.total;
    const placed = await place(client, cartId, total, await cardToken(client));
    expect(placed.status).toBe(200);
    const edit = await client.send("PUT", `${API}/configured-products/${designId}`, {
      data: monogrammed("ZZ"),
      product_id: tote.id,
      customizer_version: "2.0",
    });
    expect([edit.status, edit.json<Failure>().message]).toEqual([409, ORDERED]);
    const removed = await client.send("DELETE", `${API}/configured-products/${designId}`);
    expect([removed.status, removed.json<Failure>().message]).toEqual([409, ORDERED]);
    expect(await design()).toEqual([200, plainDesign]);
  });
});
