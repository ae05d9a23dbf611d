import { randomInt } from "node:crypto";
import { catalogue } from "../../scripts/bench/shopper";
import {
  describe,
  exchange,
  retryAfterMs,
  verdictOf,
  type Attempt,
  type Exchange,
  type RequestSpec,
  type Verdict,
} from "./http";
import { sleep, type AppServer } from "./infra";

/**
 * The steady mix a fault lands in: virtual shoppers, each behind a load balancer in front of the
 * two servers, viewing cached and uncached pages of several retail stores, filling carts and
 * placing orders with the built-in card provider. Every attempt is recorded with its wait and
 * its verdict. What a load balancer does is done here: a request refused or reset at the
 * connection goes to the other server; a request that timed out likewise. A 503 with Retry-After
 * is retried after the wait it asks for (at most 2 s), on the other server. placeOrder is always
 * retried with the same cart and card token: that is its idempotency key (lib/checkout/charge.ts
 * chargeKey), so a retried order is one order with one charge.
 */

const API = "/api/external";

type Outcome = Verdict | "no-answer" | "hang";

export type RequestRecord = {
  /** ms since the load started. */
  at: number;
  server: AppServer["name"];
  method: string;
  path: string;
  ms: number;
  outcome: Outcome;
  detail: string;
};

/** One order as its shopper saw it; the audit compares it with the database. */
export type OrderAttempt = {
  cartId: string;
  token: string;
  total: number;
  headers: () => Record<string, string>;
  /** 2xx with the order placed or paid: the shopper was told it is placed. */
  acknowledged: boolean;
  number: string | null;
  /** True once an answer settled it (2xx, or a refusal that is final). */
  settled: boolean;
  lastAnswer: string;
};

export type Pieces = { first: string; second: string };

type Page = { path: string; cached: boolean; withCookies: boolean };

const PAGES = (designAt: (n: number) => string): (() => Page)[] => [
  () => ({ path: "/", cached: true, withCookies: false }),
  () => ({ path: "/bags/all-bags", cached: true, withCookies: false }),
  () => ({ path: "/products/the-city-tote", cached: true, withCookies: false }),
  () => ({ path: "/cart", cached: false, withCookies: true }),
  // A design link seen for the first time: rendered on request, never from a copy.
  () => ({
    path: `/bags/the-city-tote?d=${encodeURIComponent(designAt(randomInt(1_000, 17_000)))}`,
    cached: false,
    withCookies: false,
  }),
];
const HOSTS = ["www", "dept", "stylist", ""];

let nextAddress = randomInt(0, 1 << 16);
const freshIp = () => {
  nextAddress = (nextAddress + 1) % (1 << 16);
  return `100.90.${nextAddress >> 8}.${nextAddress & 255}`;
};

type Ok<T> = { status: string; content: T };
type CartView = { id: string; cart: { total: number; status: string; number: string | null } };
type Placed = { cart: { number: string | null; status: string } };

function content<T>(reply: Exchange): T | null {
  try {
    return (JSON.parse(reply.text) as Ok<T>).content;
  } catch {
    return null;
  }
}

export class Load {
  readonly records: RequestRecord[] = [];
  readonly orders: OrderAttempt[] = [];
  readonly journeys = { started: 0, abandoned: 0 };
  private readonly startedAt = Date.now();
  private stopAt = Infinity;
  private running: Promise<void>[] = [];
  private readonly pages: (() => Page)[];

  constructor(
    private readonly servers: readonly AppServer[],
    private readonly pieces: Pieces,
    appEnv: string,
  ) {
    const { design } = catalogue(appEnv);
    this.pages = PAGES(design);
  }

  /** ms since this load started, the clock of its records. */
  now(): number {
    return Date.now() - this.startedAt;
  }

  start(shoppers: number): void {
    this.running = Array.from({ length: shoppers }, (_, i) => this.shopper(i));
  }

  /** No new step after now; resolves once every shopper has finished its request in flight. */
  async stop(): Promise<void> {
    this.stopAt = Date.now();
    await Promise.all(this.running);
  }

  private get stopping() {
    return Date.now() >= this.stopAt;
  }

  /** One attempt on one server, recorded. */
  async attempt(server: AppServer, spec: Omit<RequestSpec, "base">): Promise<Attempt> {
    const at = this.now();
    const result = await exchange({ ...spec, base: server.base });
    const outcome: Outcome =
      result.kind === "answer" ? verdictOf(spec.method, spec.path, result.reply) : result.kind;
    this.records.push({
      at,
      server: server.name,
      method: spec.method,
      path: spec.path.replace(/\?d=.*/, "?d=…").replace(/[0-9a-f-]{36}/g, "{id}"),
      ms: result.ms,
      outcome,
      detail:
        result.kind === "answer"
          ? describe(result.reply)
          : result.kind === "hang"
            ? `no answer within ${result.ms} ms`
            : result.error,
    });
    return result;
  }

  private async shopper(index: number): Promise<void> {
    while (!this.stopping) {
      // Each journey starts on its shopper's own server (half the shoppers on each, as a
      // round-robin balancer spreads them) and moves to the other on a connection error: a
      // server restarted gets its share back as soon as it listens, not only once ready, as a
      // balancer whose servers all fail their checks (an outage of a shared dependency) does.
      let at = index % this.servers.length;
      const browser = new Browser(freshIp());
      const server = () => this.servers[at % this.servers.length]!;
      const failOver = () => {
        at += 1;
      };
      this.journeys.started += 1;
      for (let views = randomInt(1, 3); views > 0 && !this.stopping; views--) {
        await this.viewPage(server(), browser);
        await sleep(randomInt(100, 300));
      }
      if (this.stopping) break;
      const done = await this.checkout(browser, server, failOver);
      if (!done) this.journeys.abandoned += 1;
      await sleep(randomInt(100, 300));
    }
  }

  private async viewPage(server: AppServer, browser: Browser) {
    const page = this.pages[randomInt(0, this.pages.length)]!();
    const sub = HOSTS[randomInt(0, HOSTS.length)]!;
    const host = sub ? `${sub}.localhost:${server.port}` : `localhost:${server.port}`;
    const result = await this.attempt(server, {
      method: "GET",
      path: page.path,
      host,
      headers: {
        accept: "text/html",
        ...(page.withCookies ? browser.headers(false) : { "x-forwarded-for": browser.ip }),
      },
    });
    if (result.kind === "answer" && page.withCookies) browser.keep(result.reply);
  }

  /**
   * One step of a checkout, retried as a browser behind a balancer would until it gets a final
   * answer or the load stops; null when it gave up (the journey is abandoned).
   */
  private async step(
    browser: Browser,
    server: () => AppServer,
    failOver: () => void,
    spec: Omit<RequestSpec, "base" | "headers">,
    csrf: boolean,
  ): Promise<Exchange | null> {
    while (!this.stopping) {
      if (csrf && !browser.hasXsrf()) {
        const got = await this.attempt(server(), {
          method: "GET",
          path: "/sanctum/csrf-cookie",
          headers: browser.headers(false),
        });
        if (got.kind === "answer") browser.keep(got.reply);
        if (!browser.hasXsrf()) {
          failOver();
          await sleep(got.kind === "answer" ? retryAfterMs(got.reply) : 200);
          continue;
        }
      }
      const result = await this.attempt(server(), {
        ...spec,
        headers: {
          accept: "application/json",
          ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
          ...browser.headers(csrf),
        },
      });
      if (result.kind !== "answer") {
        failOver();
        await sleep(200);
        continue;
      }
      browser.keep(result.reply);
      const verdict = verdictOf(spec.method, spec.path, result.reply);
      if (verdict === "ok") return result.reply;
      if (verdict === "shed" || verdict === "allowed") {
        failOver();
        await sleep(retryAfterMs(result.reply));
        continue;
      }
      return result.reply;
    }
    return null;
  }

  private async checkout(
    browser: Browser,
    server: () => AppServer,
    failOver: () => void,
  ): Promise<boolean> {
    const ok = (reply: Exchange | null): reply is Exchange =>
      reply !== null && reply.status >= 200 && reply.status < 300;
    const created = await this.step(
      browser,
      server,
      failOver,
      {
        method: "POST",
        path: `${API}/orders`,
        body: JSON.stringify({ orderable_type: "product", orderable_id: this.pieces.first }),
      },
      true,
    );
    const cart = ok(created) ? content<CartView>(created) : null;
    if (!cart) return false;
    const added = await this.step(
      browser,
      server,
      failOver,
      {
        method: "GET",
        path: `${API}/add-cart-item/product/${this.pieces.second}/${cart.id}/guest`,
      },
      true,
    );
    if (!ok(added)) return false;
    const registered = await this.step(
      browser,
      server,
      failOver,
      {
        method: "POST",
        path: `${API}/customers`,
        body: JSON.stringify({
          order_id: cart.id,
          customerDetails: {
            email: `faults-${Date.now()}-${randomInt(1 << 30)}@example.com`,
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
          },
        }),
      },
      true,
    );
    const priced = ok(registered) ? content<CartView>(registered) : null;
    if (!priced) return false;
    const tokenReply = await this.step(
      browser,
      server,
      failOver,
      {
        method: "POST",
        path: `${API}/payments/local/card-tokens`,
        body: JSON.stringify({
          number: "4242424242424242",
          exp_month: 12,
          exp_year: new Date().getFullYear() + 2,
          cvc: "123",
        }),
      },
      true,
    );
    const token = ok(tokenReply) ? content<{ token: string }>(tokenReply)?.token : undefined;
    if (!token) return false;
    const order: OrderAttempt = {
      cartId: cart.id,
      token,
      total: priced.cart.total,
      headers: () => browser.headers(true),
      acknowledged: false,
      number: null,
      settled: false,
      lastAnswer: "none",
    };
    this.orders.push(order);
    const placed = await this.step(browser, server, failOver, placeOrderSpec(order), true);
    if (placed) noteAnswer(order, placed);
    return order.settled;
  }

  /**
   * After the load stopped: every order without a final answer is asked again with the same cart
   * and token (on either server), as its shopper would, until it settles or `budgetMs` runs out.
   */
  async settle(budgetMs: number): Promise<void> {
    const until = Date.now() + budgetMs;
    let turn = 0;
    for (const order of this.orders.filter((o) => !o.settled)) {
      while (!order.settled && Date.now() < until) {
        const server = this.servers[turn++ % this.servers.length]!;
        const result = await this.attempt(server, {
          ...placeOrderSpec(order),
          headers: {
            accept: "application/json",
            "content-type": "application/json",
            ...order.headers(),
          },
        });
        if (result.kind === "answer") {
          noteAnswer(order, result.reply);
          if (!order.settled) await sleep(retryAfterMs(result.reply));
        } else {
          await sleep(200);
        }
      }
    }
  }
}

function placeOrderSpec(order: OrderAttempt): Omit<RequestSpec, "base" | "headers"> {
  return {
    method: "POST",
    path: `${API}/placeOrder`,
    body: JSON.stringify({
      order_id: order.cartId,
      total: order.total,
      payment_method: "card",
      payment_token: order.token,
    }),
  };
}

function noteAnswer(order: OrderAttempt, reply: Exchange) {
  order.lastAnswer = describe(reply);
  if (reply.status >= 200 && reply.status < 300) {
    // Any 2xx tells the shopper the order went through, whatever its body says.
    order.settled = true;
    order.acknowledged = true;
    order.number = content<Placed>(reply)?.cart.number ?? null;
    return;
  }
  // 503 (shed) and 409 (still being charged) are not final: the order is asked again.
  if (reply.status === 503 || reply.status === 409) return;
  // A domain refusal (4xx) is final; a 5xx is not: the shopper presses again.
  order.settled = reply.status < 500;
}

/** A shopper's browser: its address, cookie jar and XSRF echo; both servers share the secret. */
export class Browser {
  private readonly jar = new Map<string, string>();
  constructor(readonly ip: string) {}

  hasXsrf(): boolean {
    return this.jar.has("XSRF-TOKEN");
  }

  headers(csrf: boolean): Record<string, string> {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (csrf) headers["x-xsrf-token"] = decodeURIComponent(this.jar.get("XSRF-TOKEN") ?? "");
    return headers;
  }

  keep(reply: Exchange): void {
    for (const line of reply.setCookies) {
      const [pair, ...attributes] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (!pair || at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) =>
        /^(max-age=0|expires=thu, 01 jan 1970)/i.test(a.trim()),
      );
      if (expired || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
