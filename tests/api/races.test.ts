import {
  API,
  cartWith,
  clutch,
  mailsTo,
  mask,
  newClient,
  PASSWORD,
  placeOrder,
  register,
  signIn,
  withSession,
  signUp,
  uniqueEmail,
  waitForMail,
  type Failure,
  type Ok,
} from "./support/accounts";
import { plainDesign, saveTote } from "./support/designs";
import type { Client } from "./support/http";

/** How many requests each race fires at once (issue 12: 50 on both databases). */
const RACERS = 50;

type GiftCard = { id: string; price: number };
type Cart = {
  id: string;
  gift_codes: { id: string; recipient_name: string | null; recipient_email: string | null }[];
};

async function giftCard(client: Client): Promise<GiftCard> {
  const reply = await client.send("POST", `${API}/gift-codes`, {
    amount: 5000,
    delivery: "email",
    recipient_name: "Grace Hopper",
    recipient_email: "grace.recipient@example.com",
    message: "For the navy blue tote",
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<GiftCard>>().content;
}

const startCartWith = (client: Client, id: string) =>
  client.send("POST", `${API}/orders`, { orderable_type: "gift_code", orderable_id: id });

describe("a gift card is sold once", () => {
  it(`${RACERS} new carts of its buyer racing for it: exactly one holds it`, async () => {
    const buyer = newClient();
    const card = await giftCard(buyer);
    const replies = await Promise.all(
      Array.from({ length: RACERS }, () => startCartWith(buyer, card.id)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(RACERS - 1);
    for (const reply of replies.filter((r) => r.status === 422)) {
      expect(reply.json<Failure>().message).toBe("This gift card is already in a bag.");
    }
  });

  it(`${RACERS} other shoppers holding its id: none can add it or read the recipient`, async () => {
    const buyer = newClient();
    const card = await giftCard(buyer);
    const strangers = Array.from({ length: RACERS }, () => newClient());
    const replies = await Promise.all(strangers.map((s) => startCartWith(s, card.id)));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([404]));
    for (const reply of replies) expect(reply.text).not.toContain("Grace");
    // Into a stranger's existing cart through add-cart-item: the same 404.
    const stranger = newClient();
    const cart = await cartWith(stranger, clutch.id);
    const added = await stranger.send(
      "GET",
      `${API}/add-cart-item/gift_code/${card.id}/${cart.id}/guest`,
    );
    expect(added.status).toBe(404);
    // The buyer still can.
    const own = await startCartWith(buyer, card.id);
    expect(own.status).toBe(200);
    expect(own.json<Ok<Cart>>().content.gift_codes[0]?.recipient_name).toBe("Grace Hopper");
  });

  it("follows its buyer when they sign in: it is the customer's, on every device", async () => {
    const { email } = await signUp({ email: uniqueEmail("gift-signin") });
    const browser = newClient();
    const card = await giftCard(browser);
    const guestSession = browser.cookie("atelier_session");
    await signIn(browser, email, PASSWORD);
    // It belongs to the customer now, not to a browser: their other device can bag it...
    const phone = newClient();
    await signIn(phone, email, PASSWORD);
    const onPhone = await startCartWith(phone, card.id);
    expect(onPhone.status).toBe(200);
    expect(onPhone.json<Ok<Cart>>().content.gift_codes[0]?.recipient_name).toBe("Grace Hopper");
    // ...the browser it was made on, signed in, is told it is in a bag (an owner's answer; a
    // stranger hears 404)...
    const again = await startCartWith(browser, card.id);
    expect(again.status).toBe(422);
    expect(again.json<Failure>().message).toBe("This gift card is already in a bag.");
    // ...and the guest session the browser had before is a stranger to it.
    const replayed = await startCartWith(withSession(guestSession!), card.id);
    expect(replayed.status).toBe(404);
    expect(replayed.text).not.toContain("Grace");
  });
});

describe("money edges", () => {
  it("a made-to-order line holds at most 10 bags", async () => {
    const client = newClient();
    const designId = await saveTote(client, plainDesign);
    const created = await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    const cartId = created.json<Ok<{ id: string }>>().content.id;
    const add = () =>
      client.send("GET", `${API}/add-cart-item/configured_product/${designId}/${cartId}/guest`);
    // 30 clicks at once: the cart lock serialises them and the cap holds.
    const replies = await Promise.all(Array.from({ length: 30 }, add));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(9);
    const refused = replies.find((r) => r.status === 422);
    expect(refused?.json<Failure>().message).toMatch(/up to 10 of one design/);
    const cart = await client.get(`${API}/orders/${cartId}?type=cart`);
    const lines = cart.json<Ok<{ configured_products: { pivot: { quantity: number } }[] }>>();
    expect(lines.content.configured_products[0]?.pivot.quantity).toBe(10);
  });
});

describe("the confirmation mail", () => {
  it("goes out once, however often placeOrder is replayed, even at once", async () => {
    const client = newClient();
    const email = uniqueEmail("replayed");
    const cart = await cartWith(client, mask.id);
    const registered = await register(client, cart.id, email);
    const first = await placeOrder(client, registered);
    expect(first.status).toBe(200);
    const number = first.json<Ok<{ cart: { number: string } }>>().content.cart.number;
    await waitForMail(email, (m) => m.text.includes(number));
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.send("POST", `${API}/placeOrder`, {
          order_id: cart.id,
          total: registered.cart.total,
          payment_method: "card",
          payment_token: "tok_replayed",
        }),
      ),
    );
    for (const reply of replays) expect(reply.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email).filter((m) => m.text.includes(number))).toHaveLength(1);
  });
});
