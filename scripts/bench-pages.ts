import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { controlApp } from "./bench/control-app";
import { newestProfile, printProfile, summariseProfile } from "./bench/cpu-profile";
import { firstLoadJsKb } from "./bench/first-load-js";
import { cpuMs } from "./bench/process";
import { benchServer } from "./bench/server";
import { BenchShopper, catalogue, fillCart } from "./bench/shopper";
import { median, ratio, table } from "./bench/figures";
import { postgresUrl } from "./bench/postgres";

/**
 * bench:pages — the store's pages and its cart read beside a control Next app built in the same
 * run (scripts/bench/control-app.ts). Control and store targets are loaded in turn, for several
 * rounds; each figure is a ratio to a control page loaded in the same round (its prerendered
 * `/empty`, the fastest Next answers through the same proxy, and its per-request `/dyn`), so a
 * busy machine slows both sides alike. Server CPU per request comes from /proc/<pid>/stat.
 * Shared designs (`?d=`) are loaded as 100 distinct designs with a Zipf spread (a few shared
 * widely, many once), and apart as a run where every design is new. On the embedded database by
 * default; BENCH_DATABASE=postgres (or DATABASE_URL) runs the same on PostgreSQL. BENCH_PROFILE=1
 * adds a CPU profile of designs never seen before, loaded alone (issue 34: node --cpu-prof, our
 * files named through the server's source maps). Prints figures and the targets; asserts
 * nothing.
 */
const PORT = process.env.BENCH_PORT ?? "3300";
const CONTROL_PORT = process.env.BENCH_CONTROL_PORT ?? "3301";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "5");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "3");
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,100").split(",").map(Number);
/**
 * BENCH_TARGETS: a comma-separated list of words; only the store's rows whose name holds one of
 * them are loaded (the controls always are), e.g. `BENCH_TARGETS=new` for "every design new".
 */
const ONLY = process.env.BENCH_TARGETS?.split(",").filter(Boolean) ?? [];
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((word) => name.includes(word));
/** How many distinct shared designs the Zipf run draws from, and its exponent. */
const DESIGNS = 100;
const ZIPF_EXPONENT = 1;

type Kind =
  | "control"
  /** Held to the page targets: req/s and CPU as ratios to the control's `/empty`. */
  | "page"
  /** A shared design, Zipf-spread: req/s to `/dyn`, CPU to home's. */
  | "design"
  /** Every request a design never seen before: reported, no target. */
  | "new-design"
  | "api";

type Target = {
  name: string;
  side: "control" | "store";
  /** The path of the first request; `next` draws the following ones (the designs' runs). */
  path: string;
  next?: () => string;
  kind: Kind;
  headers?: Record<string, string>;
};

type Run = { rps: number; p99: number; timeouts: number; errors: number; cpuPerRequest: number };

if (process.env.BENCH_DATABASE === "postgres")
  process.env.DATABASE_URL = postgresUrl("atelier_bench");
// BENCH_NAME: the store's build and data folders (.next-<name>, .data/<name>), so two builds
// (before and after a change) can be loaded in turn, each kept with SKIP_BUILD=1.
const store = benchServer(PORT, process.env.BENCH_NAME ?? "bench");
const control = controlApp(CONTROL_PORT);

async function load(base: string, pid: number, target: Target, connections: number): Promise<Run> {
  const before = cpuMs(pid);
  const { next } = target;
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections,
    duration: SECONDS,
    headers: target.headers,
    timeout: 10,
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }),
            },
          ],
        }
      : {}),
  });
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors + result.non2xx,
    cpuPerRequest: (cpuMs(pid) - before) / requests,
  };
}

/** Index 0..n-1 drawn with weight 1/(i+1)^s: design 0 is shared the most, the tail once or so. */
function zipf(n: number, exponent: number): () => number {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** exponent);
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  const cumulative = weights.map((w) => (sum += w / total));
  return () => {
    const draw = Math.random();
    const index = cumulative.findIndex((c) => draw <= c);
    return index === -1 ? n - 1 : index;
  };
}

async function main() {
  store.start();
  await control.start();
  try {
    const shopper = new BenchShopper(store.base);
    const cart = wanted("cart API GET") ? await fillCart(shopper, store.appEnv) : null;
    const { tote, design } = catalogue(store.appEnv);
    const bag = `/bags/${tote.name}`;
    const designPath = (index: number) => `${bag}?d=${encodeURIComponent(design(index))}`;
    const shared = Array.from({ length: DESIGNS }, (_, i) => designPath(i));
    const draw = zipf(DESIGNS, ZIPF_EXPONENT);
    // Three letters make 17 576 monograms; the shared ones are the first hundred.
    let fresh = DESIGNS;
    const all: Target[] = [
      { name: "control /empty", side: "control", path: "/empty", kind: "control" },
      { name: "control /dyn", side: "control", path: "/dyn", kind: "control" },
      { name: "home", side: "store", path: "/", kind: "page" },
      { name: "listing", side: "store", path: "/bags/all-bags", kind: "page" },
      { name: "product", side: "store", path: "/products/the-city-tote", kind: "page" },
      { name: "configurator", side: "store", path: bag, kind: "page" },
      { name: "/cart", side: "store", path: "/cart", kind: "page" },
      {
        name: `?d= (${DESIGNS} designs, Zipf)`,
        side: "store",
        path: shared[0]!,
        next: () => shared[draw()]!,
        kind: "design",
      },
      {
        name: "?d= (every design new)",
        side: "store",
        path: designPath(fresh),
        next: () => designPath((fresh += 1)),
        kind: "new-design",
      },
      ...(cart
        ? [
            {
              name: "cart API GET",
              side: "store" as const,
              path: `/api/external/orders/${cart.id}?type=cart`,
              kind: "api" as const,
              headers: {
                cookie: shopper.cookieHeader,
                accept: "application/json",
                "x-forwarded-for": shopper.address,
              },
            },
          ]
        : []),
    ];
    const targets = all.filter((t) => t.side === "control" || wanted(t.name));
    const side = (t: Target) =>
      t.side === "control"
        ? { base: control.base, pid: control.pid() }
        : { base: store.base, pid: store.pid() };
    // Warm caches and JIT; the shared designs are left cold, as a new deploy finds them.
    for (const t of targets.filter((t) => !t.next))
      for (let i = 0; i < 20; i += 1)
        await fetch(`${side(t).base}${t.path}`, { headers: t.headers });

    const runs = new Map<string, Run[]>();
    for (const connections of CONNECTIONS) {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) {
          const { base, pid } = side(target);
          const run = await load(base, pid, target, connections);
          const key = `${target.name}@${connections}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          process.stderr.write(
            `  round ${round + 1} c=${connections} ${target.name}: ${run.rps.toFixed(0)} req/s\n`,
          );
        }
      }
    }
    if (fresh >= 26 ** 3) console.warn("the new-design run ran out of monograms: some repeated");

    const sizes = new Map<string, { html: number; js: number }>();
    const emptyJs = await firstLoadJsKb(control.base, "/empty");
    for (const target of targets.filter((t) => t.kind !== "api")) {
      const { base } = side(target);
      const html = (await (await fetch(`${base}${target.path}`)).text()).length / 1024;
      sizes.set(target.name, { html, js: (await firstLoadJsKb(base, target.path)) - emptyJs });
    }

    console.log(
      `\nbench:pages: store ${store.base} (APP_ENV ${store.appEnv}, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"}) ` +
        `vs control ${control.base}; ${ROUNDS} alternated rounds of ${SECONDS} s per target\n`,
    );
    for (const connections of CONNECTIONS) {
      const of = (name: string) => runs.get(`${name}@${connections}`) ?? [];
      // Ratio per round (same moment on the machine), then the median over the rounds.
      const perRound = (mine: Run[], control: Run[], field: (r: Run) => number) =>
        median(mine.map((r, i) => field(r) / (control[i] ? field(control[i]) : NaN)));
      const emptyCpu = median(of("control /empty").map((r) => r.cpuPerRequest));
      const homeCpu = median(of("home").map((r) => r.cpuPerRequest));
      const rows = targets.map((target) => {
        const mine = of(target.name);
        const figures: Figures = {
          vsEmpty: perRound(mine, of("control /empty"), (r) => r.rps),
          vsDyn: perRound(mine, of("control /dyn"), (r) => r.rps),
          p99VsDyn: perRound(mine, of("control /dyn"), (r) => Math.max(1, r.p99)),
          cpu: median(mine.map((r) => r.cpuPerRequest)),
          emptyCpu,
          homeCpu,
          size: sizes.get(target.name),
        };
        return {
          target: target.name,
          "req/s": median(mine.map((r) => r.rps)).toFixed(0),
          "× /empty": ratio(figures.vsEmpty),
          "× /dyn": ratio(figures.vsDyn),
          "p99 ms": median(mine.map((r) => r.p99)).toFixed(0),
          "p99 × /dyn": ratio(figures.p99VsDyn),
          "CPU ms/req": figures.cpu.toFixed(2),
          "CPU × /empty": ratio(figures.cpu / emptyCpu),
          "CPU × home": target.side === "store" ? ratio(figures.cpu / homeCpu) : "",
          "time-outs": String(mine.reduce((n, r) => n + r.timeouts, 0)),
          errors: String(mine.reduce((n, r) => n + r.errors, 0)),
          ...(connections === CONNECTIONS[0]
            ? {
                "HTML KB": figures.size ? figures.size.html.toFixed(1) : "",
                "JS kB gz over empty": figures.size ? figures.size.js.toFixed(1) : "",
              }
            : {}),
          verdict: verdict(target, figures),
        };
      });
      console.log(`c=${connections}`);
      console.log(table(rows));
      console.log();
    }
    console.log(
      "targets: pages (catalogue, /cart) >= 0.9x control /empty req/s with CPU per request <= 1.2x /empty's;\n" +
        "         ?d= (Zipf) >= 1.5x control /dyn req/s with CPU <= 1.5x home's; cart API >= 1.5x /dyn;\n" +
        "         configurator HTML <= 40 KB and first-load JS <= 30 kB gz over the control's empty page",
    );
  } finally {
    control.stop();
    store.stop();
  }
}

type Figures = {
  vsEmpty: number;
  vsDyn: number;
  p99VsDyn: number;
  cpu: number;
  emptyCpu: number;
  homeCpu: number;
  size: { html: number; js: number } | undefined;
};

function verdict(target: Target, f: Figures): string {
  if (target.kind === "control" || target.kind === "new-design") return "";
  const misses: string[] = [];
  if (target.kind === "page") {
    if (!(f.vsEmpty >= 0.9)) misses.push(`req/s ${ratio(f.vsEmpty)} /empty < 0.9x`);
    if (!(f.cpu <= 1.2 * f.emptyCpu)) misses.push(`CPU ${ratio(f.cpu / f.emptyCpu)} /empty > 1.2x`);
  }
  if (target.kind === "design") {
    if (!(f.vsDyn >= 1.5)) misses.push(`req/s ${ratio(f.vsDyn)} /dyn < 1.5x`);
    if (!(f.cpu <= 1.5 * f.homeCpu)) misses.push(`CPU ${ratio(f.cpu / f.homeCpu)} home > 1.5x`);
  }
  if (target.kind === "api" && !(f.vsDyn >= 1.5))
    misses.push(`req/s ${ratio(f.vsDyn)} /dyn < 1.5x`);
  if (target.name === "configurator" && f.size) {
    if (f.size.html > 40) misses.push(`HTML ${f.size.html.toFixed(0)} KB > 40`);
    if (f.size.js > 30) misses.push(`JS +${f.size.js.toFixed(0)} kB > 30`);
  }
  return misses.length ? `MISSED: ${misses.join(", ")}` : "met";
}

/**
 * A design's first render under a CPU profile: the store restarted with --cpu-prof (so it has
 * seen no design), new designs at 10 connections, the window after a warm-up summed alone.
 */
async function profileNewDesigns() {
  const dir = path.resolve(`${store.dataDir}.profiles`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  store.start({ SKIP_BUILD: "1", SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` });
  let window: { from: number; to: number; requests: number };
  try {
    const { tote, design } = catalogue(store.appEnv);
    let fresh = DESIGNS;
    const next = () => `/bags/${tote.name}?d=${encodeURIComponent(design((fresh += 1)))}`;
    for (let i = 0; i < 30; i += 1) {
      // Warm-up only: a connection kept from the server before the restart fails once.
      await fetch(`${store.base}${next()}`)
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined);
    }
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({
      url: `${store.base}${next()}`,
      connections: 10,
      duration: SECONDS,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }],
    });
    window = { from, to: Number(process.hrtime.bigint() / 1000n), requests: result.requests.total };
    if (fresh >= 26 ** 3) console.warn("the profile ran out of monograms: some designs repeated");
  } finally {
    store.stop();
  }
  const file = newestProfile(dir);
  console.log(`\n?d= (every design new) profile, c=10 (${path.relative(process.cwd(), file)})`);
  console.log(printProfile(summariseProfile(file, window.from, window.to), window.requests, 24));
}

main()
  .then(() => (process.env.BENCH_PROFILE === "1" ? profileNewDesigns() : undefined))
  .catch((error: unknown) => {
    console.error(error);
    control.stop();
    store.stop();
    process.exit(1);
  });
