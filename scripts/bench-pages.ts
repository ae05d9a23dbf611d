import autocannon from "autocannon";
import { controlApp } from "./bench/control-app";
import { firstLoadJsKb } from "./bench/first-load-js";
import { cpuMs } from "./bench/process";
import { benchServer } from "./bench/server";
import { BenchShopper, catalogue, fillCart } from "./bench/shopper";
import { median, ratio, table } from "./bench/figures";

/**
 * bench:pages — the store's pages and its cart read beside a control Next app built in the same
 * run (scripts/bench/control-app.ts). Control and store targets are loaded in turn, for several
 * rounds, at 50 and 100 connections; each figure is a ratio to the control's dynamic page in the
 * same round, so a busy machine slows both sides alike. Server CPU per request comes from
 * /proc/<pid>/stat. Prints figures and the targets; asserts nothing.
 */
const PORT = process.env.BENCH_PORT ?? "3300";
const CONTROL_PORT = process.env.BENCH_CONTROL_PORT ?? "3301";
const SECONDS = Number(process.env.BENCH_SECONDS ?? "5");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? "3");
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,100").split(",").map(Number);

type Target = {
  name: string;
  side: "control" | "store";
  path: string;
  /** Catalogue pages are held to the page targets; the cart read to the API's. */
  kind: "control" | "catalogue" | "page" | "api";
  headers?: Record<string, string>;
};

type Run = { rps: number; p99: number; timeouts: number; errors: number; cpuPerRequest: number };

const store = benchServer(PORT, "bench");
const control = controlApp(CONTROL_PORT);

async function load(base: string, pid: number, target: Target, connections: number): Promise<Run> {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections,
    duration: SECONDS,
    headers: target.headers,
    timeout: 10,
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

async function main() {
  store.start();
  await control.start();
  try {
    const shopper = new BenchShopper(store.base);
    const cart = await fillCart(shopper, store.appEnv);
    const { tote, plainDesign } = catalogue(store.appEnv);
    const targets: Target[] = [
      { name: "control /empty", side: "control", path: "/empty", kind: "control" },
      { name: "control /dyn", side: "control", path: "/dyn", kind: "control" },
      { name: "home", side: "store", path: "/", kind: "catalogue" },
      { name: "listing", side: "store", path: "/bags/all-bags", kind: "catalogue" },
      { name: "product", side: "store", path: "/products/the-city-tote", kind: "catalogue" },
      { name: "configurator", side: "store", path: `/bags/${tote.name}`, kind: "catalogue" },
      {
        name: "configurator ?d=",
        side: "store",
        path: `/bags/${tote.name}?d=${encodeURIComponent(plainDesign)}`,
        kind: "page",
      },
      { name: "/cart", side: "store", path: "/cart", kind: "page" },
      {
        name: "cart API GET",
        side: "store",
        path: `/api/external/orders/${cart.id}?type=cart`,
        kind: "api",
        headers: {
          cookie: shopper.cookieHeader,
          accept: "application/json",
          "x-forwarded-for": shopper.address,
        },
      },
    ];
    const side = (t: Target) =>
      t.side === "control"
        ? { base: control.base, pid: control.pid() }
        : { base: store.base, pid: store.pid() };
    for (const t of targets)
      for (let i = 0; i < 20; i += 1)
        await fetch(`${side(t).base}${t.path}`, { headers: t.headers }); // warm caches and JIT

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

    const sizes = new Map<string, { html: number; js: number }>();
    const emptyJs = await firstLoadJsKb(control.base, "/empty");
    for (const target of targets.filter((t) => t.kind !== "api")) {
      const { base } = side(target);
      const html = (await (await fetch(`${base}${target.path}`)).text()).length / 1024;
      sizes.set(target.name, { html, js: (await firstLoadJsKb(base, target.path)) - emptyJs });
    }

    const home = runs.get(`home@${CONNECTIONS[0]}`) ?? [];
    const homeCpu = median(home.map((r) => r.cpuPerRequest));
    console.log(
      `\nbench:pages: store ${store.base} (APP_ENV ${store.appEnv}, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"}) ` +
        `vs control ${control.base}; ${ROUNDS} alternated rounds of ${SECONDS} s per target\n`,
    );
    for (const connections of CONNECTIONS) {
      const rows = targets.map((target) => {
        const mine = runs.get(`${target.name}@${connections}`) ?? [];
        const dyn = runs.get(`control /dyn@${connections}`) ?? [];
        // Ratio per round (same moment on the machine), then the median over the rounds.
        const rps = median(mine.map((r, i) => r.rps / (dyn[i]?.rps ?? NaN)));
        const p99 = median(mine.map((r, i) => r.p99 / Math.max(1, dyn[i]?.p99 ?? NaN)));
        const cpu = median(mine.map((r) => r.cpuPerRequest));
        const size = sizes.get(target.name);
        return {
          target: target.name,
          "req/s": median(mine.map((r) => r.rps)).toFixed(0),
          "× /dyn": ratio(rps),
          "p99 ms": median(mine.map((r) => r.p99)).toFixed(0),
          "p99 × /dyn": ratio(p99),
          "CPU ms/req": cpu.toFixed(2),
          "× home": target.side === "store" ? ratio(cpu / homeCpu) : "",
          "time-outs": String(mine.reduce((n, r) => n + r.timeouts, 0)),
          errors: String(mine.reduce((n, r) => n + r.errors, 0)),
          ...(connections === CONNECTIONS[0]
            ? {
                "HTML KB": size ? size.html.toFixed(1) : "",
                "JS kB gz over empty": size ? size.js.toFixed(1) : "",
              }
            : {}),
          verdict: verdict(target, rps, p99, cpu / homeCpu, size),
        };
      });
      console.log(`c=${connections}`);
      console.log(table(rows));
      console.log();
    }
    console.log(
      "targets: catalogue pages >= 1.5x control /dyn req/s with p99 <= 1x, no time-outs; cart API >= 1x req/s, p99 <= 2x;\n" +
        "         server CPU per request <= 1.5x home's; configurator HTML <= 40 KB; first-load JS <= 30 kB gz over the control's empty page",
    );
  } finally {
    control.stop();
    store.stop();
  }
}

function verdict(
  target: Target,
  rps: number,
  p99: number,
  cpuVsHome: number,
  size: { html: number; js: number } | undefined,
): string {
  if (target.kind === "control") return "";
  const misses: string[] = [];
  if (target.kind === "catalogue" && rps < 1.5) misses.push(`req/s ${ratio(rps)} < 1.5x`);
  if (target.kind === "catalogue" && p99 > 1) misses.push(`p99 ${ratio(p99)} > 1x`);
  if (target.kind === "api" && rps < 1) misses.push(`req/s ${ratio(rps)} < 1x`);
  if (target.kind === "api" && p99 > 2) misses.push(`p99 ${ratio(p99)} > 2x`);
  if (cpuVsHome > 1.5) misses.push(`CPU ${ratio(cpuVsHome)} home`);
  if (target.name === "configurator" && size && size.html > 40) {
    misses.push(`HTML ${size.html.toFixed(0)} KB > 40`);
  }
  if (size && size.js > 30) misses.push(`JS +${size.js.toFixed(0)} kB > 30`);
  return misses.length ? `MISSED: ${misses.join(", ")}` : "met";
}

main().catch((error: unknown) => {
  console.error(error);
  control.stop();
  store.stop();
  process.exit(1);
});
