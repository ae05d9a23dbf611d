import { exchange } from "./http";
import { sleep, type AppServer } from "./infra";
import { Browser, type Pieces } from "./load";

/**
 * What a load balancer and an operator look at during and after a fault, per server:
 * /api/ready polled all along, the time until the server serves a page and a database-backed
 * API answer again, and whether its database pool is whole afterwards.
 */

export type ReadySample = { at: number; status: number | "none"; ms: number };

/** Polls /api/ready on `server` every 500 ms until stopped; `clock` is the load's. */
export function pollReady(server: AppServer, clock: () => number) {
  const samples: ReadySample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = clock();
      const result = await exchange({
        base: server.base,
        method: "GET",
        path: "/api/ready",
        timeoutMs: 15_000,
      });
      samples.push({
        at,
        status: result.kind === "answer" ? result.reply.status : "none",
        ms: result.ms,
      });
      await sleep(500);
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** A page that is rendered on request and an API answer read from the database: both 2xx. */
async function serves(server: AppServer, productId: string): Promise<boolean> {
  const [page, api] = await Promise.all([
    exchange({
      base: server.base,
      method: "GET",
      path: "/cart",
      host: `www.localhost:${server.port}`,
      timeoutMs: 5_000,
    }),
    exchange({
      base: server.base,
      method: "GET",
      path: `/api/external/is-product-still-available/${productId}`,
      headers: { accept: "application/json" },
      timeoutMs: 5_000,
    }),
  ]);
  const ok = (r: typeof page) =>
    r.kind === "answer" && r.reply.status >= 200 && r.reply.status < 300;
  return ok(page) && ok(api);
}

/** ms from `since` (Date.now()) until the server serves again; null when not within `limitMs`. */
export async function serveAgain(
  server: AppServer,
  productId: string,
  since: number,
  limitMs = 15_000,
): Promise<number | null> {
  while (Date.now() - since < limitMs) {
    if (await serves(server, productId)) return Date.now() - since;
    await sleep(200);
  }
  return null;
}

/**
 * The pool whole: twice the pool's size of database reads and the pool's size of carts created
 * (a write in a transaction) at once, every one answered 2xx within 5 s. A pool that lost
 * connections to transactions that never ended queues them behind the ones left, or forever.
 */
export async function poolWhole(server: AppServer, pieces: Pieces, poolSize: number) {
  // Each cart is a new browser's: its session and XSRF cookie first, not timed.
  const browsers = await Promise.all(
    Array.from({ length: poolSize }, async (_, i) => {
      const browser = new Browser(`100.91.1.${i + 1}`);
      const got = await exchange({
        base: server.base,
        method: "GET",
        path: "/sanctum/csrf-cookie",
        headers: browser.headers(false),
        timeoutMs: 5_000,
      });
      if (got.kind === "answer") browser.keep(got.reply);
      return browser;
    }),
  );
  const started = Date.now();
  const reads = Array.from({ length: poolSize * 2 }, () =>
    exchange({
      base: server.base,
      method: "GET",
      path: `/api/external/is-product-still-available/${pieces.first}`,
      headers: { accept: "application/json", "x-forwarded-for": "100.91.0.1" },
      timeoutMs: 5_000,
    }),
  );
  const writes = browsers.map((browser) =>
    exchange({
      base: server.base,
      method: "POST",
      path: "/api/external/orders",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        ...browser.headers(true),
      },
      body: JSON.stringify({ orderable_type: "product", orderable_id: pieces.first }),
      timeoutMs: 5_000,
    }),
  );
  const results = await Promise.all([...reads, ...writes]);
  const ok = results.filter(
    (r) => r.kind === "answer" && r.reply.status >= 200 && r.reply.status < 300,
  ).length;
  return { ok, of: results.length, ms: Date.now() - started };
}
