import {
  API,
  cartWith,
  mask,
  newClient,
  placeOrder,
  register,
  uniqueEmail,
  type Ok,
} from "../api/support/accounts";
import { fixtures, type Client } from "../api/support/http";

export type RaceFigures = { run: number; violations: string[] };

const startCartWith = (client: Client, type: string, id: string) =>
  client.send("POST", `${API}/orders`, { orderable_type: type, orderable_id: id });

/** One gift card, 50 new carts of its buyer at once: exactly one may hold it. */
async function giftCardOnce(violations: string[]) {
  const buyer = newClient();
  const card = (
    await buyer.send("POST", `${API}/gift-codes`, {
      amount: 5000,
      delivery: "email",
      recipient_name: "Race Recipient",
      recipient_email: "race.recipient@example.com",
    })
  ).json<Ok<{ id: string }>>().content;
  const replies = await Promise.all(
    Array.from({ length: 50 }, () => startCartWith(buyer, "gift_code", card.id)),
  );
  const held = replies.filter((r) => r.status === 200).length;
  if (held !== 1) violations.push(`gift card in ${held} carts (expected 1)`);
}

/** 20 shoppers, the last 3 units: exactly 3 orders, stock at 0, never below. */
async function lastUnits(violations: string[]) {
  const { raceProductId } = fixtures();
  const shoppers = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const client = newClient();
      const cart = await startCartWith(client, "product", raceProductId);
      if (cart.status !== 200) return null;
      const id = cart.json<Ok<{ id: string }>>().content.id;
      return {
        client,
        cart: await register(client, id, `last-unit-${i}-${Date.now()}@example.com`),
      };
    }),
  );
  const ready = shoppers.filter((s): s is NonNullable<typeof s> => s !== null);
  const placed = await Promise.all(ready.map(({ client, cart }) => placeOrder(client, cart)));
  const sold = placed.filter((r) => r.status === 200).length;
  const stockReply = await newClient().get(`${API}/is-product-still-available/${raceProductId}`);
  const stock =
    stockReply.status === 200
      ? stockReply.json<Ok<{ stock: number | null }>>().content.stock
      : `unreadable (${stockReply.status} ${stockReply.text.slice(0, 80)})`;
  if (sold !== 3) violations.push(`${sold} of the last 3 units sold`);
  if (stock !== 0) violations.push(`stock left ${stock} after the last units race`);
}

/** One cart, 50 placeOrder calls at once: one charge, one order, one payment row. */
async function replays(violations: string[]) {
  const client = newClient();
  const cart = await cartWith(client, mask.id);
  const registered = await register(client, cart.id, uniqueEmail("replay-race"));
  const token = (
    await client.send("POST", `${API}/payments/local/card-tokens`, {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: "123",
    })
  ).json<Ok<{ token: string }>>().content.token;
  const replies = await Promise.all(
    Array.from({ length: 50 }, () =>
      client.send("POST", `${API}/placeOrder`, {
        order_id: registered.id,
        total: registered.cart.total,
        payment_method: "card",
        payment_token: token,
      }),
    ),
  );
  const ok = replies.filter((r) => r.status === 200);
  const numbers = new Set(
    ok.map((r) => r.json<Ok<{ cart: { number: string } }>>().content.cart.number),
  );
  if (numbers.size !== 1) violations.push(`${numbers.size} order numbers for one cart`);
  const payments = ok[0]?.json<Ok<{ payments: { status: string }[] }>>().content.payments ?? [];
  const charged = payments.filter((p) => p.status !== "failed").length;
  if (charged !== 1) violations.push(`${charged} payment rows for one order`);
}

export async function races(): Promise<RaceFigures> {
  const violations: string[] = [];
  await giftCardOnce(violations);
  await lastUnits(violations);
  await replays(violations);
  return { run: 3, violations };
}
