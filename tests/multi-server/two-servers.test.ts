import { execFileSync } from "node:child_process";
import postgres from "postgres";
import {
  API,
  cartWith,
  newClient,
  placeOrder,
  register,
  satchel,
  signUp,
  uniqueEmail,
  type Ok,
} from "../api/support/accounts";
import type { Client } from "../api/support/http";

/**
 * Issue 15: the store as N stateless servers behind a load balancer. Two servers run on one
 * PostgreSQL and one Redis (scripts/test-multi-server.sh); requests alternate between them.
 */
const A = process.env.SERVER_A ?? "http://localhost:3110";
const B = process.env.SERVER_B ?? "http://localhost:3111";
const LIMIT = Number(process.env.RATE_LIMIT_PER_MINUTE ?? "40");
const sql = postgres(process.env.DATABASE_URL ?? "", { max: 2 });
afterAll(() => sql.end());

const on = (client: Client, base: string) => {
  client.base = base;
  return client;
};

type Product = { id: string; name: string };

const sampleSale = async (base: string) => {
  const reply = await on(newClient(), base).get(`${API}/public/sample-sale`);
  expect(reply.status).toBe(200);
  return reply.json<Ok<Product[]>>().content.map((p) => p.name);
};

/** The CMS webhook on one server: the catalogue is rebuilt from the database and published. */
const cmsChanged = async (base: string) => {
  const reply = await on(newClient(), base).request("POST", "/api/preview", {
    body: { path: "/" },
    headers: { authorization: `Bearer ${process.env.PREVIEW_SECRET}` },
  });
  expect(reply.status).toBe(200);
};

/** The sample-sale page as a shopper gets it from `base`. */
const sampleSalePage = async (base: string) => {
  const reply = await on(newClient(), base).get("/sample-sale");
  expect(reply.status).toBe(200);
  return reply.text;
};

/**
 * Polls until the page's answer says `expected`: a revalidated page may be served stale once
 * while it is rebuilt (the page cache's stale-while-revalidate), never for long.
 */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe("two servers, one state", () => {
  it("both servers are ready for the load balancer: database, Redis and catalogue", async () => {
    for (const base of [A, B]) {
      const reply = await on(newClient(), base).get("/api/ready");
      expect(reply.status).toBe(200);
      expect(reply.json()).toEqual({
        status: "ready",
        failed: [],
        checks: {
          database: { status: "ok" },
          redis: { status: "ok" },
          catalogue: { status: "ok" },
        },
      });
    }
  });

  it("a catalogue change made through one server is visible on the other", async () => {
    const piece = "sample-sale-backpack-olive";
    // Its link, not its label or pictures: the test fixtures copy this piece (its pictures and
    // descriptions with it) as a stock fixture of their own, which stays listed.
    const label = `href="/sample-sale/${piece}"`;
    // B has an empty catalogue folder of its own: it can list anything only from the shared copy.
    expect(await sampleSale(B)).toContain(piece);
    // Both servers have the prerendered page in the shared page cache.
    expect(await sampleSalePage(A)).toContain(label);
    expect(await sampleSalePage(B)).toContain(label);
    await sql`update products set enabled = false where name = ${piece}`;
    try {
      await cmsChanged(A);
      // The API reads the catalogue on every request: at once, on both.
      expect(await sampleSale(A)).not.toContain(piece);
      expect(await sampleSale(B)).not.toContain(piece);
      // The page was revalidated on A only; B hears of it through the shared page cache, and
      // server.mjs's copies of it on B end with the shared page epoch B reads from Redis every
      // half second (no message between the servers: cache-handler.mjs).
      expect(await eventually(async () => !(await sampleSalePage(B)).includes(label))).toBe(true);
      expect(await eventually(async () => !(await sampleSalePage(A)).includes(label))).toBe(true);
    } finally {
      await sql`update products set enabled = true where name = ${piece}`;
      await cmsChanged(B);
    }
    expect(await sampleSale(A)).toContain(piece);
    expect(await sampleSale(B)).toContain(piece);
    expect(await eventually(async () => (await sampleSalePage(A)).includes(label))).toBe(true);
  });

  it("a rate limit counts the requests of one client on both servers together", async () => {
    const client = newClient();
    const statuses: number[] = [];
    // Half the limit and more on each server: per server it would never trip.
    for (let i = 0; i < LIMIT + 10; i += 1) {
      const reply = await on(client, i % 2 ? B : A).get(`${API}/public/limited-edition`);
      statuses.push(reply.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("a session made on one server works on the other", async () => {
    const client = on(newClient(), A);
    const { customer } = await signUp({ client });
    const me = await on(client, B).get(`${API}/customer/customers/by-token`);
    expect(me.status).toBe(200);
    expect(me.json<Ok<{ email: string }>>().content.email).toBe(customer.email);
    // A guest cart started on B is the same cart on A.
    const shopper = on(newClient(), B);
    const cart = await cartWith(shopper, satchel.id);
    const read = await on(shopper, A).get(`${API}/orders/${cart.id}?type=cart`);
    expect(read.status).toBe(200);
    expect(read.json<Ok<{ id: string }>>().content.id).toBe(cart.id);
  });

  it("no oversell when 50 buyers split across both servers race for 5 satchels", async () => {
    const [{ stock } = { stock: -1 }] = await sql<{ stock: number }[]>`
      select stock from products where id = ${satchel.id}`;
    expect(stock).toBeGreaterThan(0);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const client = on(newClient(), i % 2 ? B : A);
        const cart = await cartWith(client, satchel.id).catch(() => null);
        if (!cart) return null;
        const registered = await register(client, cart.id, uniqueEmail(`race${i}`));
        // Pay on the other server than the one the bag was filled on.
        return { client: on(client, i % 2 ? A : B), cart: registered };
      }),
    );
    const ready = buyers.filter((b) => b !== null);
    expect(ready.length).toBeGreaterThan(stock);
    const placed = await Promise.all(ready.map((b) => placeOrder(b.client, b.cart)));
    const sold = placed.filter((reply) => reply.status === 200).length;
    expect(sold).toBe(stock);
    for (const reply of placed.filter((r) => r.status !== 200)) expect(reply.status).toBe(422);
    const [after] = await sql<{ stock: number }[]>`
      select stock from products where id = ${satchel.id}`;
    expect(after?.stock).toBe(0);
  });

  it("Redis answering nothing for 3 s holds no request up on either server", async () => {
    const pages = ["/sample-sale", "/bags"];
    // Fill the caches first, so that the pause meets the paths that read them.
    for (const base of [A, B]) for (const page of pages) await on(newClient(), base).get(page);
    execFileSync("redis-cli", [
      "-u",
      process.env.REDIS_URL ?? "",
      "client",
      "pause",
      "3000",
      "ALL",
    ]);
    const started = performance.now();
    const answers = await Promise.all(
      [A, B].flatMap((base) => [
        ...pages.map(async (page) => {
          const reply = await on(newClient(), base).get(page);
          return { what: `${base}${page}`, status: reply.status, ms: performance.now() - started };
        }),
        (async () => {
          const reply = await on(newClient(), base).get(`${API}/public/sample-sale`);
          return { what: `${base} API`, status: reply.status, ms: performance.now() - started };
        })(),
      ]),
    );
    for (const answer of answers) {
      expect({ what: answer.what, status: answer.status }).toEqual({
        what: answer.what,
        status: 200,
      });
      // REDIS_TIMEOUT_MS (500 ms) a call at most, and a few calls in a row for a page.
      expect(answer.ms).toBeLessThan(2_500);
    }
  });
});
