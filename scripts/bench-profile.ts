import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { bundleBreakdown, isFramework } from "./bench/bundle-breakdown";
import { placeOrder, readyShopper } from "./bench/checkout-shopper";
import { newestProfile, printProfile, summariseProfile } from "./bench/cpu-profile";
import { postgresUrl } from "./bench/postgres";
import { benchServer } from "./bench/server";
import { BenchShopper, catalogue, fillCart } from "./bench/shopper";

/**
 * bench:profile — the profiles behind bench:pages' and bench:checkout's misses (issue 14):
 *  1. what each page's first-load JavaScript is made of (browser source maps, gzipped kB);
 *  2. server CPU profiles (node --cpu-prof, our files named through the server's source maps) of
 *     home, the configurator with a design in the URL and the cart read, each under load alone;
 *  3. a CPU profile of 50 shoppers placing orders at once on PostgreSQL.
 * Prints where the time and the bytes go; asserts nothing.
 */
const PORT = process.env.BENCH_PORT ?? "3340";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "8");
const CONNECTIONS = Number(process.env.BENCH_PROFILE_CONNECTIONS ?? "10");
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? "50");

process.env.BENCH_PROFILE_BUILD = "1";
process.env.PAYMENTS_REQUIRE_LIVE ??= "0";
const server = benchServer(PORT, "bench-profile");
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const kb = (n: number) => n.toFixed(1).padStart(6);

async function bundles() {
  const pages: [string, string][] = [
    ["home", "/"],
    ["product", "/products/the-city-tote"],
    ["configurator", "/bags/the-city-tote"],
    ["cart", "/cart"],
    ["checkout", "/checkout"],
  ];
  const all = new Map<string, Map<string, number>>();
  for (const [name, page] of pages)
    all.set(name, await bundleBreakdown(server.base, page, server.distDir));
  // What every page carries: the smallest share of each place over the pages.
  const places = new Set([...all.values()].flatMap((m) => [...m.keys()]));
  const shell = new Map(
    [...places].map((p) => [p, Math.min(...[...all.values()].map((m) => m.get(p) ?? 0))]),
  );
  console.log("\n1. First-load JavaScript by place (kB gzipped, from browser source maps)\n");
  for (const [name, parts] of [["every page (shared shell)", shell] as const, ...all]) {
    const total = [...parts.values()].reduce((s, n) => s + n, 0);
    const framework = [...parts].filter(([p]) => isFramework(p)).reduce((s, [, n]) => s + n, 0);
    console.log(
      `${name}: ${kb(total)} kB, of which framework (next, react, react-dom) ${kb(framework)} kB`,
    );
    const rest = [...parts]
      .filter(([p]) => !isFramework(p) && parts.get(p)! >= 0.3)
      .sort((a, b) => b[1] - a[1]);
    for (const [place, value] of rest.slice(0, 14)) {
      const extra = name.startsWith("every")
        ? ""
        : ` (${kb(value - (shell.get(place) ?? 0))} over the shell)`;
      console.log(`  ${kb(value)}  ${place}${extra}`);
    }
  }
}

function profileDir(name: string): string {
  const dir = path.resolve(`${server.dataDir}.profiles/${name.replace(/[^a-z0-9]+/gi, "-")}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

type Window = { from: number; to: number; requests: number };

/** Starts a profiled server, runs `work` on it, stops it (the profile is written on exit). */
async function profiled(name: string, extra: Record<string, string>, work: () => Promise<Window>) {
  const dir = profileDir(name);
  server.start({ SKIP_BUILD: "1", SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}`, ...extra });
  let window: Window;
  try {
    window = await work();
  } finally {
    server.stop();
  }
  const file = newestProfile(dir);
  console.log(`\n${name} (${path.relative(process.cwd(), file)})`);
  console.log(printProfile(summariseProfile(file, window.from, window.to), window.requests));
}

async function underLoad(target: string, headers?: Record<string, string>): Promise<Window> {
  for (let i = 0; i < 30; i += 1) {
    // Warm-up only: a dropped connection here is retried by the next round.
    await fetch(`${server.base}${target}`, { headers })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
  }
  const from = monotonicUs();
  const result = await autocannon({
    url: `${server.base}${target}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return { from, to: monotonicUs(), requests: result.requests.total };
}

async function main() {
  server.start(); // builds with browser source maps
  try {
    await bundles();
  } finally {
    server.stop();
  }

  console.log(
    `\n2. Server CPU under load (c=${CONNECTIONS}, ${SECONDS} s, embedded database; warm-up left out)`,
  );
  const { tote, plainDesign } = catalogue(server.appEnv);
  await profiled("home", {}, () => underLoad("/"));
  await profiled("configurator ?d=", {}, () =>
    underLoad(`/bags/${tote.name}?d=${encodeURIComponent(plainDesign)}`),
  );
  await profiled("cart API GET", {}, async () => {
    const shopper = new BenchShopper(server.base);
    const cart = await fillCart(shopper, server.appEnv);
    return underLoad(`/api/external/orders/${cart.id}?type=cart`, {
      cookie: shopper.cookieHeader,
      accept: "application/json",
      "x-forwarded-for": shopper.address,
    });
  });

  console.log(`\n3. placeOrder: ${SHOPPERS} shoppers at once on PostgreSQL`);
  const databaseUrl = postgresUrl("atelier_bench_profile");
  await profiled("placeOrder", { DATABASE_URL: databaseUrl }, async () => {
    await placeOrder(await readyShopper(server.base, server.appEnv, "warm"));
    const ready = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => readyShopper(server.base, server.appEnv, `p${i}`)),
    );
    const from = monotonicUs();
    const times = await Promise.all(ready.map(placeOrder));
    const to = monotonicUs();
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `  wall: ${((to - from) / 1000).toFixed(0)} ms for ${SHOPPERS} orders; slowest ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`,
    );
    return { from, to, requests: SHOPPERS };
  });
}

/** `npm run bench:profile -- FILE.cpuprofile`: the same summary of a profile taken elsewhere. */
const given = process.argv.slice(2).find((arg) => arg.endsWith(".cpuprofile"));
const run = given
  ? async () => console.log(printProfile(summariseProfile(given, 0, Infinity), 1))
  : main;

run().catch((error: unknown) => {
  console.error(error);
  server.stop();
  process.exit(1);
});
