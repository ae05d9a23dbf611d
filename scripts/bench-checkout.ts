import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { percentile } from "./bench/figures";
import { benchServer } from "./bench/server";
import { placeOrder, readyShopper } from "./bench/checkout-shopper";
import { postgresUrl } from "./bench/postgres";
import { cpuMs } from "./bench/process";
import { printProfile, summariseProfile } from "./bench/cpu-profile";

/**
 * bench:checkout — 50 shoppers press "Place order" at the same moment, on PostgreSQL (installed
 * and started on loopback by scripts/ensure-postgres.sh, as CI does). Each has a cart with a
 * design, their details and a card token from the built-in card provider, so only placeOrder is
 * timed: stock and promo checks, the charge, numbering and the confirmation mail. Prints
 * p50/p95/p99 per round and over all rounds against the target, after a warm-up round printed
 * apart; asserts nothing.
 *
 * BENCH_SERVERS=2 (the default): two production servers of one build on the same PostgreSQL and
 * Redis, as `npm run test:multi-server` starts them (the second seeds nothing and reads the
 * catalogue from Redis); shoppers alternate between them. BENCH_SERVERS=1: one server, no Redis.
 * BENCH_CPU_PROF=1: the servers run under `node --cpu-prof`, and where their CPU went in the last
 * round is printed (our files named through the build's server source maps).
 */
const PORT = Number(process.env.BENCH_PORT ?? "3330");
const SERVERS = Number(process.env.BENCH_SERVERS ?? "2");
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? "50");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "3");
/** The servers' database pool (lib/env: DATABASE_POOL_SIZE), warmed before the rounds. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? "10");
const TARGET_MS = 200;
// A Redis database of its own, so the several-servers suite's flushdb on the default one never
// takes this bench's catalogue away (what a run leaves is replaced by the next run's publish).
const REDIS_DB = process.env.BENCH_REDIS_DB ?? "5";
const PROFILE = process.env.BENCH_CPU_PROF === "1";

if (SERVERS !== 1 && SERVERS !== 2) throw new Error("BENCH_SERVERS is 1 or 2");
process.env.DATABASE_URL = postgresUrl("atelier_bench");
// A production build paying with the built-in provider: no provider is reachable from here.
process.env.PAYMENTS_REQUIRE_LIVE ??= "0";
if (SERVERS === 2) {
  const base = execFileSync("bash", ["scripts/ensure-redis.sh"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.env.REDIS_URL = `${base.toString().trim().split("\n").at(-1) ?? ""}/${REDIS_DB}`;
}

const first = benchServer(String(PORT), "bench-checkout");
// The second server: same build, database and Redis; nothing seeded, an empty catalogue folder.
const secondCatalogue = `${process.cwd()}/.data/bench-checkout-b-catalogue`;
const second =
  SERVERS === 2
    ? benchServer(String(PORT + 1), "bench-checkout-b", {
        NEXT_DIST_DIR: ".next-bench-checkout",
        SKIP_SEED: "1",
        SKIP_BUILD: "1",
        TEST_CATALOGUE_DIR: secondCatalogue,
      })
    : null;
const servers = second ? [first, second] : [first];
const stopAll = () => {
  for (const server of servers) server.stop();
};

const profileDir = (server: { dataDir: string }) => `${server.dataDir}.profiles`;
const startWith = (server: (typeof servers)[number]) => {
  if (!PROFILE) return server.start();
  rmSync(profileDir(server), { recursive: true, force: true });
  mkdirSync(profileDir(server), { recursive: true });
  server.start({ SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir(server)}` });
};
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Where each server's CPU went in `window` (a profile is written when its server stops). */
function printProfiles(window: { from: number; to: number }) {
  for (const server of servers) {
    const [file] = readdirSync(profileDir(server)).filter((f) => f.endsWith(".cpuprofile"));
    if (!file) continue;
    const summary = summariseProfile(path.join(profileDir(server), file), window.from, window.to);
    console.log(`\n${server.base}, last round (profile clock ${window.from}–${window.to} µs):`);
    console.log(printProfile(summary, Math.ceil(SHOPPERS / servers.length), 24));
  }
}

const serversCpu = () => servers.reduce((sum, server) => sum + cpuMs(server.pid()), 0);

/** CPU so far of the process whose pid `pidFile` holds (and its children); NaN when unknown. */
function cpuOfPidFile(pidFile: string): number {
  try {
    return cpuMs(Number(readFileSync(pidFile, "utf8").split("\n")[0]));
  } catch {
    return NaN;
  }
}

/** PostgreSQL's CPU so far (its postmaster and every backend), from the pid file of its folder. */
const postgresCpu = () =>
  cpuOfPidFile(`${process.env.PGROOT ?? "/tmp/atelier-pg"}/data/postmaster.pid`);
/** Redis's (two servers: the rate limits and the shared catalogue are read there). */
const redisCpu = () =>
  second ? cpuOfPidFile(`${process.env.REDIS_ROOT ?? "/tmp/atelier-redis"}/redis.pid`) : 0;
/** This process's own: it shares the machine with the servers it measures. */
const benchCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  await (await request()).arrayBuffer();
  return performance.now() - started;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (times: number[]) =>
  `min ${ms(Math.min(...times))}, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;

/** A round's shoppers, one click from "Place order", alternating between the servers. */
function readyRound(label: string) {
  // As a round-robin load balancer sends them.
  return Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => {
      const server = servers[i % servers.length]!;
      return readyShopper(server.base, server.appEnv, `${label}-${i}`);
    }),
  );
}

async function main() {
  startWith(first);
  if (second) {
    rmSync(secondCatalogue, { recursive: true, force: true });
    mkdirSync(secondCatalogue, { recursive: true });
    startWith(second);
  }
  const window = { from: 0, to: 0 };
  try {
    // Not counted: one order per server first (the first placeOrder loads code), then one per
    // pool connection at once, so that every connection has prepared placeOrder's statements
    // (each prepares them on its first use), then a whole round, as on a server that has been
    // taking orders. The first burst after a start was the slowest of every run (p95 214–246 ms,
    // the rounds after it 121–191): code V8 has not optimised yet (it does so once code has run
    // often), statements a connection prepares for the first time. The warm-up round's figure
    // is printed apart: what a server just started sees.
    for (const [i, server] of servers.entries()) {
      await placeOrder(await readyShopper(server.base, server.appEnv, `warm-${i}`));
      const shoppers = await Promise.all(
        Array.from({ length: POOL_SIZE }, (_, j) =>
          readyShopper(server.base, server.appEnv, `warm-${i}-${j}`),
        ),
      );
      await Promise.all(shoppers.map((shopper) => placeOrder(shopper)));
    }
    const warmUp = await Promise.all((await readyRound("warm")).map(placeOrder));
    // Its mails and the queue's recheck go after its answers, as after every round.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all: number[] = [];
    const perServer = servers.map(() => [] as number[]);
    const lines: string[] = [];
    const control: number[] = [];
    let cpu = 0;
    let controlCpu = 0;
    let databaseCpu = 0;
    // Until the last answer of each round (the mails are sent after it).
    const answering = { app: 0, database: 0, redis: 0, bench: 0 };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ready = await readyRound(String(round));
      // The control, just before: as many trivial requests at once (GET /api/health), so the
      // figures can be read against how busy the machine was.
      const controlBefore = serversCpu();
      control.push(
        ...(await Promise.all(
          ready.map(({ shopper }) => timed(() => fetch(`${shopper.base}/api/health`))),
        )),
      );
      controlCpu += serversCpu() - controlBefore;
      const cpuBefore = serversCpu();
      const databaseBefore = postgresCpu();
      const redisBefore = redisCpu();
      const benchBefore = benchCpu();
      window.from = monotonicUs();
      const times = await Promise.all(ready.map(placeOrder));
      answering.app += serversCpu() - cpuBefore;
      answering.database += postgresCpu() - databaseBefore;
      answering.redis += redisCpu() - redisBefore;
      answering.bench += benchCpu() - benchBefore;
      // The mails queued are sent just after each answer: let them finish before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      window.to = monotonicUs();
      // What the orders cost the app servers, whatever else the machine was doing meanwhile.
      cpu += serversCpu() - cpuBefore;
      databaseCpu += postgresCpu() - databaseBefore;
      times.forEach((time, i) => perServer[i % servers.length]!.push(time));
      all.push(...times);
      lines.push(`round ${round}: ${spread(times)}`);
    }
    const where = servers.map((server) => server.base).join(" and ");
    console.log(
      `\nbench:checkout on ${where} (PostgreSQL${second ? " and Redis" : ""}): ${SHOPPERS} shoppers place their orders at once${second ? ", alternating between the two servers" : ""}, ${ROUNDS} rounds\n`,
    );
    console.log(`warm-up round, not counted: ${spread(warmUp)}`);
    for (const line of lines) console.log(line);
    if (second) {
      servers.forEach((server, i) => console.log(`${server.base}: ${spread(perServer[i]!)}`));
    }
    console.log(`all ${all.length} orders: ${spread(all)}`);
    console.log(
      `control, ${SHOPPERS} × GET /api/health at once before each round: ${spread(control)} (placeOrder p95 ${(percentile(all, 95) / percentile(control, 95)).toFixed(1)}× the control's)`,
    );
    const perOrder = cpu / all.length;
    const perControl = controlCpu / control.length;
    console.log(
      `app server CPU per order: ${perOrder.toFixed(1)} ms (the mail sent after each answer included), ${(perOrder / perControl).toFixed(1)}× the control's ${perControl.toFixed(1)} ms; PostgreSQL CPU per order: ${(databaseCpu / all.length).toFixed(1)} ms`,
    );
    const share = (ms: number) => (ms / all.length).toFixed(1);
    console.log(
      `until the last answer of each round, per order: app servers ${share(answering.app)} ms, PostgreSQL ${share(answering.database)} ms${second ? `, Redis ${share(answering.redis)} ms` : ""}, this bench ${share(answering.bench)} ms (all on the same cores)`,
    );
    const p95 = percentile(all, 95);
    console.log(
      `target (${servers.length} server${servers.length > 1 ? "s" : ""}): p95 under ${TARGET_MS} ms — ${p95 < TARGET_MS ? "met" : `MISSED by ${(p95 - TARGET_MS).toFixed(0)} ms`}`,
    );
  } finally {
    stopAll();
  }
  if (PROFILE) printProfiles(window);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
