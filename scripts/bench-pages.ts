import autocannon from "autocannon";
import { firstLoadJsKb } from "./bench/first-load-js";
import { benchServer } from "./bench/server";

/**
 * bench:pages — requests/s and p99 latency under a loopback load (100 connections) for the home,
 * listing and product pages, beside an empty prerendered page of the same build, and the first-load
 * JavaScript of each route (gzipped), beside the empty page's. Prints figures; asserts nothing.
 */
const PORT = process.env.BENCH_PORT ?? "3300";
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
const ROUTES = [
  "/bench-empty",
  "/",
  "/bags/all-bags",
  "/limited-edition",
  "/products/the-city-tote",
  "/bags/the-city-tote",
];

const server = benchServer(PORT, "bench");

async function load(path: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${BASE}${path}`, connections: 100, duration: SECONDS });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  server.start();
  try {
    for (const route of ROUTES) await fetch(`${BASE}${route}`); // warm caches
    const rows: { route: string; rps: number; p99: number; errors: number; js: number }[] = [];
    for (const route of ROUTES) {
      const { rps, p99, errors } = await load(route);
      rows.push({ route, rps, p99, errors, js: await firstLoadJsKb(BASE, route) });
    }
    const empty = rows[0]!;
    console.log(
      `\nbench:pages on ${BASE}, ${SECONDS}s per route, 100 connections (embedded database)\n`,
    );
    console.log(
      "route                      req/s    p99 ms   vs empty   first-load JS kB gz   above empty",
    );
    for (const row of rows) {
      console.log(
        `${row.route.padEnd(26)} ${row.rps.toFixed(0).padStart(6)} ${row.p99.toFixed(0).padStart(8)} ` +
          `${((row.rps / empty.rps) * 100).toFixed(0).padStart(8)}% ${row.js.toFixed(1).padStart(20)} ` +
          `${(row.js - empty.js).toFixed(1).padStart(13)}${row.errors ? `   (${row.errors} errors)` : ""}`,
      );
    }
    console.log(
      "\ntargets: product and listing pages >= 80% of the empty page's req/s; first-load JS <= 30 kB above empty",
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
