import {
  API,
  cartWith,
  mailsTo,
  mask,
  newClient,
  register,
  uniqueEmail,
  type CartView,
  type Ok,
} from "../api/support/accounts";
import { fixtures, type Client, type Reply } from "../api/support/http";

/**
 * Part 2: the money races against this server. Each names what it guards: a gift card in one
 * cart only, no unit sold twice, one charge / payment row / mail however often an order is
 * replayed at once.
 */
export type RaceFigures = {
  run: number;
  requests: number;
  oversold: number;
  duplicateSales: number;
  serverErrors: number;
  violations: string[];
  notes: string[];
};

type Placed = {
  cart: { number: string | null; status: string };
  payments: { status: string; amount: number }[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function cardToken(client: Client): Promise<string> {
  const reply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  if (reply.status !== 200) throw new Error(`card token failed (${reply.status}): ${reply.text}`);
  return reply.json<Ok<{ token: string }>>().content.token;
}

export const placeWith = (client: Client, cart: CartView, token: string) =>
  client.send("POST", `${API}/placeOrder`, {
    order_id: cart.id,
    total: cart.cart.total,
    payment_method: "card",
    payment_token: token,
  });

export async function stockOf(productId: string): Promise<number | null> {
  const reply = await newClient().get(`${API}/is-product-still-available/${productId}`);
  if (reply.status !== 200) {
    throw new Error(
      `stock of ${productId} unreadable (${reply.status}): ${reply.text.slice(0, 120)}`,
    );
  }
  return reply.json<Ok<{ stock: number | null }>>().content.stock;
}

const count = (replies: Reply[], status: number) =>
  replies.filter((r) => r.status === status).length;
const errors = (replies: Reply[]) => replies.filter((r) => r.status >= 500).length;

/** 50 new carts of one buyer adding the same gift card at once: exactly one may hold it. */
async function giftCardOnce(figures: RaceFigures) {
  const racers = 50;
  const buyer = newClient();
  const created = await buyer.send("POST", `${API}/gift-codes`, {
    amount: 5000,
    delivery: "email",
    recipient_name: "Race Recipient",
    recipient_email: "race.recipient@example.com",
  });
  if (created.status !== 200)
    throw new Error(`gift card failed (${created.status}): ${created.text}`);
  const card = created.json<Ok<{ id: string }>>().content;
  const replies = await Promise.all(
    Array.from({ length: racers }, () =>
      buyer.send("POST", `${API}/orders`, { orderable_type: "gift_code", orderable_id: card.id }),
    ),
  );
  figures.requests += racers;
  figures.serverErrors += errors(replies);
  const held = count(replies, 200);
  if (held > 1) figures.duplicateSales += held - 1;
  if (held !== 1)
    figures.violations.push(`gift card: ${held} of ${racers} carts hold it (1 expected)`);
  const refused = count(replies, 422);
  figures.notes.push(`gift card: ${held} of ${racers} carts took it, ${refused} refused with 422`);
}

/** 20 shoppers at once for the last units of a piece (the 3-unit race fixture). */
async function lastUnits(figures: RaceFigures) {
  const racers = 20;
  const { raceProductId } = fixtures();
  const initial = await stockOf(raceProductId);
  if (initial === null || initial < 1) {
    figures.violations.push(`last units: the race fixture has ${initial} units (fresh server?)`);
    return;
  }
  const shoppers = await Promise.all(
    Array.from({ length: racers }, async (_, i) => {
      const client = newClient();
      const cart = await cartWith(client, raceProductId);
      const registered = await register(client, cart.id, uniqueEmail(`last-unit-${i}`));
      return { client, cart: registered, token: await cardToken(client) };
    }),
  );
  const replies = await Promise.all(
    shoppers.map(({ client, cart, token }) => placeWith(client, cart, token)),
  );
  figures.requests += racers;
  figures.serverErrors += errors(replies);
  const sold = count(replies, 200);
  const left = await stockOf(raceProductId);
  const expectedSold = Math.min(initial, racers);
  if (sold > initial) figures.oversold += sold - initial;
  if (left !== null && left < 0) figures.oversold += -left;
  if (sold !== expectedSold) {
    figures.violations.push(
      `last units: ${sold} sold of ${initial} units (${expectedSold} expected)`,
    );
  }
  if (left !== initial - sold) {
    figures.violations.push(`last units: stock ${left} after selling ${sold} of ${initial}`);
  }
  figures.notes.push(
    `last units: ${racers} shoppers, ${sold} of ${initial} units sold, ${count(replies, 422)} refused, stock left ${left}`,
  );
}

/** One cart, 50 placeOrder calls at once: one order number, one charge, one unit, one mail. */
async function replays(figures: RaceFigures) {
  const racers = 50;
  const client = newClient();
  const email = uniqueEmail("replay-race");
  const cart = await cartWith(client, mask.id);
  const registered = await register(client, cart.id, email);
  const token = await cardToken(client);
  const before = await stockOf(mask.id);
  const replies = await Promise.all(
    Array.from({ length: racers }, () => placeWith(client, registered, token)),
  );
  figures.requests += racers;
  figures.serverErrors += errors(replies);
  const ok = replies.filter((r) => r.status === 200).map((r) => r.json<Ok<Placed>>().content);
  const numbers = new Set(ok.map((o) => o.cart.number));
  // The last answer reads the payments after every racer is done.
  const last = await placeWith(client, registered, token);
  const payments = last.status === 200 ? last.json<Ok<Placed>>().content.payments : [];
  const charged = payments.filter((p) => p.status !== "failed").length;
  const after = await stockOf(mask.id);
  const unitsTaken = before !== null && after !== null ? before - after : NaN;
  const number = [...numbers][0] ?? "";
  let mails = 0;
  for (let i = 0; i < 20; i++) {
    mails = mailsTo(email).filter((m) => number && m.text.includes(number)).length;
    if (mails > 0) break;
    await sleep(100);
  }
  await sleep(300);
  mails = mailsTo(email).filter((m) => number && m.text.includes(number)).length;

  if (ok.length === 0) figures.violations.push(`replays: none of ${racers} answered 200`);
  if (numbers.size > 1) figures.duplicateSales += numbers.size - 1;
  if (numbers.size !== 1)
    figures.violations.push(`replays: ${numbers.size} order numbers for one cart`);
  if (charged > 1) figures.duplicateSales += charged - 1;
  if (charged !== 1) figures.violations.push(`replays: ${charged} payment rows for one order`);
  if (unitsTaken > 1) figures.oversold += unitsTaken - 1;
  if (unitsTaken !== 1) figures.violations.push(`replays: ${unitsTaken} units taken for one order`);
  if (mails !== 1) figures.violations.push(`replays: ${mails} confirmation mails for one order`);
  figures.notes.push(
    `replays: ${racers} at once, ${ok.length} answered 200 (${count(replies, 409)} 409), ` +
      `${numbers.size} order number, ${charged} payment row, ${unitsTaken} unit taken, ${mails} mail`,
  );
}

export async function races(): Promise<RaceFigures> {
  const figures: RaceFigures = {
    run: 0,
    requests: 0,
    oversold: 0,
    duplicateSales: 0,
    serverErrors: 0,
    violations: [],
    notes: [],
  };
  for (const race of [giftCardOnce, lastUnits, replays]) {
    figures.run += 1;
    try {
      await race(figures);
    } catch (error) {
      figures.violations.push(`${race.name}: could not run: ${(error as Error).message}`);
    }
  }
  if (figures.serverErrors)
    figures.violations.push(`${figures.serverErrors} 5xx answers in the races`);
  return figures;
}
