import path from "node:path";
import { mkdirSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { controlApp } from "./bench/control-app";
import { newestProfile, printProfile, summariseProfile } from "./bench/cpu-profile";
import { median, ratio, table } from "./bench/figures";
import { cpuMs } from "./bench/process";
import { benchServer } from "./bench/server";
import { BenchShopper, fillCart } from "./bench/shopper";

/**
 * bench:cart — the cart read (issue 27: at least 1.5× the control's `/dyn` req/s) on its own,
 * beside the control Next app: rounds alternate control `/dyn` and `GET /api/external/orders/
 * {id}?type=cart` with the shopper's cookie, each ratio taken within its round. On the embedded
 * database by default, on PostgreSQL when DATABASE_URL is set. BENCH_SKIP_BUILD=1 reuses the
 * last build; BENCH_PROFILE=1 adds a CPU profile of the cart read alone (node --cpu-prof, our
 * files named through the server's source maps). Prints figures; asserts nothing but that the
 * cart answers its shopper and no one else.
 */
const PORT = process.env.BENCH_PORT ?? "3350";
const CONTROL_PORT = process.env.BENCH_CONTROL_PORT ?? "3351";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "5");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "3");
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50").split(",").map(Number);
const TARGET = 1.5;

type Run = {
  rps: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  /** PostgreSQL's own CPU for this database's connections, per request (0 on PGlite). */
  dbCpuPerRequest: number;
};

/**
 * The PostgreSQL backends serving the store's database: on this machine they take CPU from the
 * same cores, so a read that moves work into the database is not free.
 */
async function databaseBackends(): Promise<() => number[]> {
  const url = process.env.DATABASE_URL;
  if (!url) return () => [];
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  let pids: number[] = [];
  const refresh = async () => {
    const rows = await sql<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
    pids = rows.map((row) => row.pid);
  };
  await refresh();
  const timer = setInterval(() => void refresh(), 1000);
  timer.unref();
  return () => pids;
}
let backends: () => number[] = () => [];
const dbCpuMs = () => backends().reduce((sum, pid) => sum + cpuMs(pid), 0);

const store = benchServer(PORT, "bench-cart");
const control = controlApp(CONTROL_PORT);
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const startStore = (extra: Record<string, string> = {}) =>
  store.start(process.env.BENCH_SKIP_BUILD === "1" ? { SKIP_BUILD: "1", ...extra } : extra);

async function load(
  url: string,
  pid: number,
  connections: number,
  headers?: Record<string, string>,
  duration = SECONDS,
): Promise<Run & { requests: number }> {
  const before = cpuMs(pid);
  const dbBefore = dbCpuMs();
  const result = await autocannon({ url, connections, duration, headers, timeout: 10 });
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: (cpuMs(pid) - before) / requests,
    dbCpuPerRequest: Math.max(0, dbCpuMs() - dbBefore) / requests,
    requests,
  };
}

/** A filled cart, its read with the shopper's headers, and the proof others cannot read it. */
async function cartTarget() {
  const shopper = new BenchShopper(store.base);
  const cart = await fillCart(shopper, store.appEnv);
  const url = `${store.base}/api/external/orders/${cart.id}?type=cart`;
  const headers = {
    cookie: shopper.cookieHeader,
    accept: "application/json",
    "x-forwarded-for": shopper.address,
  };
  const mine = await fetch(url, { headers });
  if (mine.status !== 200) throw new Error(`the cart read answered ${mine.status}`);
  const stranger = new BenchShopper(store.base);
  await stranger.send("GET", "/sanctum/csrf-cookie");
  const theirs = await fetch(url, {
    headers: { cookie: stranger.cookieHeader, accept: "application/json" },
  });
  if (theirs.status !== 404 && theirs.status !== 403) {
    throw new Error(`another shopper read the cart: ${theirs.status}`);
  }
  for (let i = 0; i < 50; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  return { url, headers };
}

async function compare() {
  startStore();
  await control.start();
  try {
    const cart = await cartTarget();
    backends = await databaseBackends();
    const dynUrl = `${control.base}/dyn`;
    for (let i = 0; i < 50; i += 1) await (await fetch(dynUrl)).arrayBuffer();
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded database (PGlite)";
    console.log(
      `\nbench:cart: ${database}; ${ROUNDS} alternated rounds of ${SECONDS} s per target\n`,
    );
    for (const connections of CONNECTIONS) {
      const dyn: Run[] = [];
      const mine: Run[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        dyn.push(await load(dynUrl, control.pid(), connections));
        mine.push(await load(cart.url, store.pid(), connections, cart.headers));
        process.stderr.write(
          `  round ${round + 1} c=${connections}: /dyn ${dyn.at(-1)!.rps.toFixed(0)}, cart ${mine.at(-1)!.rps.toFixed(0)} req/s\n`,
        );
      }
      const times = median(mine.map((r, i) => r.rps / dyn[i]!.rps));
      const row = (name: string, runs: Run[], vsDyn: string) => ({
        target: name,
        "req/s": median(runs.map((r) => r.rps)).toFixed(0),
        "× /dyn": vsDyn,
        "p99 ms": median(runs.map((r) => r.p99)).toFixed(0),
        "p99 × /dyn": ratio(median(runs.map((r, i) => r.p99 / Math.max(1, dyn[i]!.p99)))),
        "CPU ms/req": median(runs.map((r) => r.cpuPerRequest)).toFixed(2),
        ...(process.env.DATABASE_URL
          ? { "PostgreSQL CPU ms/req": median(runs.map((r) => r.dbCpuPerRequest)).toFixed(2) }
          : {}),
        errors: String(runs.reduce((n, r) => n + r.errors, 0)),
      });
      console.log(`c=${connections}`);
      console.log(
        table([row("control /dyn", dyn, "1.00x"), row("cart API GET", mine, ratio(times))]),
      );
      console.log(
        `target: >= ${TARGET}x /dyn req/s: ${times >= TARGET ? "met" : `MISSED (${ratio(times)})`}\n`,
      );
    }
  } finally {
    control.stop();
    store.stop();
  }
}

async function profile() {
  const dir = path.resolve(`${store.dataDir}.profiles`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  startStore({ SKIP_BUILD: "1", SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` });
  let window: { from: number; to: number; requests: number };
  try {
    const cart = await cartTarget();
    // Next loads its route modules in the background after start: let that finish first.
    await load(cart.url, store.pid(), 10, cart.headers, 4);
    const from = monotonicUs();
    const run = await load(cart.url, store.pid(), 10, cart.headers, 8);
    window = { from, to: monotonicUs(), requests: run.requests };
  } finally {
    store.stop();
  }
  const file = newestProfile(dir);
  console.log(`cart API GET profile, c=10 (${path.relative(process.cwd(), file)})`);
  console.log(printProfile(summariseProfile(file, window.from, window.to), window.requests, 24));
}

async function main() {
  await compare();
  if (process.env.BENCH_PROFILE === "1") await profile();
  // The client watching PostgreSQL's backends would keep the process alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  control.stop();
  store.stop();
  process.exit(1);
});
