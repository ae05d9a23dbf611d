import { execFileSync } from "node:child_process";
import { median, percentile } from "./bench/figures";
import { benchServer } from "./bench/server";
import { BenchShopper, catalogue, type CartView } from "./bench/shopper";

/**
 * bench:checkout — 50 shoppers press "Place order" at the same moment, on PostgreSQL (installed
 * and started on loopback by scripts/ensure-postgres.sh, as CI does). Each has a cart with a
 * design, their details and a card token from the built-in card provider, so only placeOrder is
 * timed: stock and promo checks, the charge, numbering and the confirmation mail. Prints
 * p50/p95/p99 per round and over all rounds; asserts nothing.
 */
const PORT = process.env.BENCH_PORT ?? "3320";
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? "50");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "3");
const API = "/api/external";

function postgresUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const out = execFileSync("bash", ["scripts/ensure-postgres.sh"], {
    env: { ...process.env, PGDB: "atelier_bench" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return out.toString().trim().split("\n").at(-1) ?? "";
}

process.env.DATABASE_URL = postgresUrl();
// A production build paying with the built-in provider: no provider is reachable from here.
process.env.PAYMENTS_REQUIRE_LIVE ??= "0";
const server = benchServer(PORT, "bench-checkout");

type Ready = { shopper: BenchShopper; cart: CartView; token: string };

async function readyShopper(i: number, round: number): Promise<Ready> {
  const shopper = new BenchShopper(server.base);
  const { tote, plainDesign } = catalogue(server.appEnv);
  const design = await shopper.send<{ id: string }>("POST", `${API}/configured-products`, {
    data: plainDesign,
    product_id: tote.id,
    customizer_version: "2.0",
  });
  const created = await shopper.send<CartView>("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: design.id,
  });
  const email = `bench-${round}-${i}-${Date.now()}@example.com`;
  const cart = await shopper.send<CartView>("POST", `${API}/customers`, {
    order_id: created.id,
    customerDetails: {
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
    },
  });
  const { token } = await shopper.send<{ token: string }>(
    "POST",
    `${API}/payments/local/card-tokens`,
    {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: "123",
    },
  );
  return { shopper, cart, token };
}

async function place({ shopper, cart, token }: Ready): Promise<number> {
  const started = performance.now();
  await shopper.send("POST", `${API}/placeOrder`, {
    order_id: cart.id,
    total: cart.cart.total,
    payment_method: "card",
    payment_token: token,
  });
  return performance.now() - started;
}

async function main() {
  server.start();
  try {
    // One order first: the first placeOrder loads code and warms the pools.
    await place(await readyShopper(0, 0));
    const all: number[] = [];
    const lines: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ready = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) => readyShopper(i, round)),
      );
      const times = await Promise.all(ready.map(place));
      all.push(...times);
      lines.push(
        `round ${round}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
      );
    }
    console.log(
      `\nbench:checkout on ${server.base} (PostgreSQL): ${SHOPPERS} shoppers place their orders at once, ${ROUNDS} rounds\n`,
    );
    for (const line of lines) console.log(line);
    const p95 = percentile(all, 95);
    console.log(
      `all ${all.length} orders: p50 ${percentile(all, 50).toFixed(0)} ms (median of rounds ${median(all).toFixed(0)}), p95 ${p95.toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`,
    );
    console.log(
      `target: p95 under 150 ms — ${p95 < 150 ? "met" : `MISSED by ${(p95 - 150).toFixed(0)} ms`}`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  server.stop();
  process.exit(1);
});
