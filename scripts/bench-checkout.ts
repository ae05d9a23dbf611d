import { median, percentile } from "./bench/figures";
import { benchServer } from "./bench/server";
import { placeOrder, readyShopper } from "./bench/checkout-shopper";
import { postgresUrl } from "./bench/postgres";

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

process.env.DATABASE_URL = postgresUrl("atelier_bench");
// A production build paying with the built-in provider: no provider is reachable from here.
process.env.PAYMENTS_REQUIRE_LIVE ??= "0";
const server = benchServer(PORT, "bench-checkout");

async function main() {
  server.start();
  try {
    // One order first: the first placeOrder loads code and warms the pools.
    await placeOrder(await readyShopper(server.base, server.appEnv, "warm"));
    const all: number[] = [];
    const lines: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ready = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) =>
          readyShopper(server.base, server.appEnv, `${round}-${i}`),
        ),
      );
      const times = await Promise.all(ready.map(placeOrder));
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
