import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readProduct } from "./designs";
import { BASE_URL, Client, type Reply } from "./http";

export const API = "/api/external";
export const PORT = new URL(BASE_URL).port;
/** The site's configured origin (SITE_URL of the test server: http://localhost:$TEST_PORT). */
export const SITE_ORIGIN = `http://localhost:${PORT}`;
export const DEPT_HOST = `dept.localhost:${PORT}`;
const { DATA_DIR = ".data/test" } = process.env;

export type Ok<T> = { status: "success"; content: T };
export type Failure = {
  status: "error";
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
};
export type Customer = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  has_account: 0 | 1;
  retailer_store_id: string | null;
};
export type SignedIn = { customer: Customer; api_token?: string; cart_id: string | null };
export type CartView = {
  id: string;
  cart: { id: string; total: number; status: string; number: string | null };
  products: { id: string; pivot: { quantity: number } }[];
  configured_products: { id: string }[];
  item_count: number;
};
export type OrderSummary = { id: string; number: string | null; status: string; total: number };

/** Stock pieces nobody buys in these tests (carts and wishlists only). */
export const clutch = readProduct("collection-clutch-midnight-suede"); // 8 in stock
export const satchel = readProduct("collection-satchel-cognac"); // 5 in stock
/** The cheap piece with plenty of stock the checkout tests buy. */
export const mask = readProduct("limited-edition-silk-mask-gold-leaf"); // 500 in stock in the test world

/**
 * A fresh client address per client: the in-memory rate limiter and the sign-in throttle both
 * key on the last X-Forwarded-For hop, so no two tests (or test files) share one.
 */
let nextAddress = randomInt(0, 1 << 20);
export const freshIp = () => {
  nextAddress = (nextAddress + 1) % (1 << 22);
  return `100.${64 + ((nextAddress >> 16) & 63)}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

/** A browser tab of one shopper, speaking from its own address. */
export const newClient = (host?: string, ip = freshIp()) =>
  new Client(host, { "x-forwarded-for": ip });

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;

export const PASSWORD = "correct horse battery staple";

export type Account = {
  client: Client;
  email: string;
  password: string;
  customer: Customer;
  reply: Reply;
};

/**
 * Signs a new account up on `client` (a fresh one by default): asks for it, takes the link from
 * the mail sent to the address and finishes there, which signs the client in. `body` goes to the
 * sign-up, except `token_delivery`, which goes with the confirmation.
 */
export async function signUp(
  options: {
    client?: Client;
    email?: string;
    password?: string;
    body?: Record<string, unknown>;
  } = {},
): Promise<Account & { content: SignedIn }> {
  const client = options.client ?? newClient();
  const email = options.email ?? uniqueEmail("shopper");
  const password = options.password ?? PASSWORD;
  const { token_delivery, ...body } = options.body ?? {};
  const asked = await client.send("POST", `${API}/customers/signup`, {
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    password,
    ...body,
  });
  if (asked.status !== 200) throw new Error(`signup failed (${asked.status}): ${asked.text}`);
  const link = await signupLink(email);
  const reply = await client.send("POST", `${API}/public/confirm-signup`, {
    token: link.token,
    email: link.email,
    ...(token_delivery ? { token_delivery } : {}),
  });
  if (reply.status !== 200) throw new Error(`confirm failed (${reply.status}): ${reply.text}`);
  const content = reply.json<Ok<SignedIn>>().content;
  return { client, email, password, customer: content.customer, reply, content };
}

export const login = (client: Client, email: string, password: string, extra = {}) =>
  client.send("POST", `${API}/login`, { email, password, ...extra });

/** Signs in and checks it worked. */
export async function signIn(client: Client, email: string, password: string, extra = {}) {
  const reply = await login(client, email, password, extra);
  if (reply.status !== 200) throw new Error(`sign-in failed (${reply.status}): ${reply.text}`);
  return reply.json<Ok<SignedIn>>().content;
}

export const byToken = (client: Client, headers?: Record<string, string>) =>
  client.get(`${API}/customer/customers/by-token`, headers);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A client that carries only this session cookie value, like a copied browser cookie. */
export function withSession(value: string): Client {
  const client = newClient();
  client.setCookie("atelier_session", value);
  return client;
}

export type Mail = { file: string; headers: string; text: string };

/**
 * The outboxes to read: DATA_DIR's, or every server's when several share one database
 * (OUTBOX_DIRS, colon-separated), since each of them may deliver a queued mail.
 */
const outboxes = () =>
  (process.env.OUTBOX_DIRS ?? path.resolve(DATA_DIR, "outbox")).split(":").filter(existsSync);

/** Every .eml in the outboxes addressed to `to`, oldest first, headers and decoded body. */
export function mailsTo(to: string): Mail[] {
  const files = outboxes().flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => ({ dir, file: f })),
  );
  const mails: Mail[] = [];
  for (const { dir, file } of files.sort((a, b) => a.file.localeCompare(b.file))) {
    const raw = readFileSync(path.join(dir, file), "utf8");
    const split = raw.indexOf("\r\n\r\n");
    const headers = raw.slice(0, split);
    if (!headers.split("\r\n").some((line) => line.toLowerCase() === `to: ${to.toLowerCase()}`)) {
      continue;
    }
    // Quoted-printable: soft breaks out, =XX back to bytes, the bytes read as UTF-8. A 7bit
    // body (plain ASCII) is taken as it is.
    const body = raw.slice(split + 4);
    const bytes = /^content-transfer-encoding: quoted-printable$/im.test(headers)
      ? body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : body;
    mails.push({
      file,
      headers,
      text: Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n"),
    });
  }
  return mails;
}

/**
 * Account mails go out after the answer (next/server `after`): polls the outbox for up to
 * `timeoutMs` for a mail to `to` whose body passes `test`.
 */
export async function waitForMail(
  to: string,
  test: (mail: Mail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(to).filter(test);
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > until)
      throw new Error(`no mail to ${to} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type MailLink = { url: string; origin: string; token: string; email: string };

export type LinkKind =
  | "verify-email"
  | "reset-password"
  | "confirm-account"
  | "confirm-email"
  | "undo-email-change"
  | "finish-sign-in";

/** The `/{kind}/{token}/{email}` link of a mail. */
export function linkIn(mail: Mail, kind: LinkKind): MailLink {
  const match = new RegExp(`(https?://[^\\s/]+)/${kind}/([A-Za-z0-9_-]+)/(\\S+)`).exec(mail.text);
  if (!match) throw new Error(`no /${kind}/ link in the mail:\n${mail.text}`);
  return {
    url: match[0],
    origin: match[1]!,
    token: match[2]!,
    email: decodeURIComponent(match[3]!),
  };
}

/** The newest `kind` link mailed to `email` (after the outbox file `after`, when given). */
export const mailedLink = async (email: string, kind: LinkKind, after = "") =>
  linkIn(await waitForMail(email, (m) => m.text.includes(`/${kind}/`) && m.file > after), kind);

export const signupLink = (email: string, after = "") =>
  mailedLink(email, "confirm-account", after);

/** Starts a cart holding one stock piece (POST /orders) and returns it. */
export async function cartWith(client: Client, productId: string): Promise<CartView> {
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "product",
    orderable_id: productId,
  });
  if (reply.status !== 200) throw new Error(`POST /orders failed (${reply.status}): ${reply.text}`);
  return reply.json<Ok<CartView>>().content;
}

export const cartById = async (client: Client, id: string) => {
  const reply = await client.get(`${API}/orders/${id}?type=cart`);
  if (reply.status !== 200) throw new Error(`GET /orders/${id} failed (${reply.status})`);
  return reply.json<Ok<CartView>>().content;
};

export const checkoutDetails = (email: string) => ({
  email,
  first_name: "Ada",
  last_name: "Lovelace",
  phone: "212 555 0100",
  shipping_address: {
    first_name: "Ada",
    last_name: "Lovelace",
    line1: "12 Crosby Street",
    city: "New York",
    state: "NY",
    postal_code: "10013",
    country: "US",
  },
});

/** Checkout registration (POST /customers) of the client's cart with these details. */
export async function register(client: Client, cartId: string, email: string) {
  const reply = await client.send("POST", `${API}/customers`, {
    customerDetails: checkoutDetails(email),
    order_id: cartId,
  });
  if (reply.status !== 200) {
    throw new Error(`POST /customers failed (${reply.status}): ${reply.text}`);
  }
  return reply.json<Ok<CartView>>().content;
}

/** Pays the registered cart with the local card provider's test card. */
export async function placeOrder(client: Client, cart: CartView): Promise<Reply> {
  const tokenReply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  if (tokenReply.status !== 200) throw new Error(`card token failed: ${tokenReply.text}`);
  return client.send("POST", `${API}/placeOrder`, {
    order_id: cart.id,
    total: cart.cart.total,
    payment_method: "card",
    payment_token: tokenReply.json<Ok<{ token: string }>>().content.token,
  });
}

/** A whole checkout on `client`: a cart with the mask, registered to `email`, paid. */
export async function buyMask(client: Client, email: string): Promise<CartView> {
  const cart = await cartWith(client, mask.id);
  const registered = await register(client, cart.id, email);
  const placed = await placeOrder(client, registered);
  if (placed.status !== 200)
    throw new Error(`placeOrder failed (${placed.status}): ${placed.text}`);
  return placed.json<Ok<CartView>>().content;
}

export const customerOrders = async (client: Client) => {
  const reply = await client.get(`${API}/customer/orders`);
  if (reply.status !== 200) throw new Error(`GET /customer/orders failed (${reply.status})`);
  return reply.json<Ok<OrderSummary[]>>().content;
};
