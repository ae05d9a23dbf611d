/**
 * The fault suite (issue 34), against the two servers scripts/test-faults.sh started. For each
 * fault: a steady phase under load, the fault, a recovery phase under load, then the load stops,
 * every order without a final answer is retried by its shopper, and the books are read. Prints
 * one table row per fault (and why each miss happened) and exits non-zero on any miss.
 */
import { table } from "../../scripts/bench/figures";
import { audit, books, type Audit } from "./audit";
import { FAULTS, type Fault, type FaultName, type FaultWindow } from "./faults";
import {
  appServers,
  logSize,
  psql,
  serverLogSince,
  sleep,
  startPostgres,
  startRedis,
  startServer,
  stopGracefully,
  type AppServer,
} from "./infra";
import { Load, type Pieces, type RequestRecord } from "./load";
import { poolWhole, pollReady, serveAgain, type ReadySample } from "./probes";

const SHOPPERS = Number(process.env.FAULTS_SHOPPERS ?? "10");
const STEADY_MS = 4_000;
const RECOVERY_MS = 7_000;
const SETTLE_MS = 25_000;
/** lib/env DATABASE_POOL_SIZE, the servers' pool. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? "10");
/** The suite's own limit, server starts excluded (test-faults.sh starts them first). */
const BUDGET_MS = Number(process.env.FAULTS_BUDGET_MS ?? "300000");

const LIMITS = { waitMs: 10_000, serveMs: 5_000, readyMs: 5_000 } as const;

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type ServerFigures = {
  /** ms from the fault's end (for a restarted server: from its ready) to serving; null: never. */
  serveMs: number | null;
  pool: string;
  poolOk: boolean;
  ready503During: boolean | null;
  ready200AfterMs: number | null;
};

type Row = {
  fault: Fault;
  window: FaultWindow;
  requests: number;
  maxWaitMs: number;
  maxWaitAt: string;
  bad: RequestRecord[];
  excusedNoAnswer: number;
  shed: number;
  allowed: number;
  orders: number;
  audit: Audit;
  servers: Map<AppServer["name"], ServerFigures>;
  misses: string[];
  /** Per server, what the requests sent during the fault came to. */
  during: string[];
  logs: Map<AppServer["name"], string[]>;
};

function chosen(): Fault[] {
  const wanted = (process.env.FAULTS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...FAULTS];
  const aliases: Record<string, FaultName> = {
    pg: "pg-stop",
    postgres: "pg-stop",
    terminate: "cut",
  };
  const names = wanted.map((w) => aliases[w] ?? w);
  const unknown = names.filter((n) => !FAULTS.some((f) => f.name === n));
  if (unknown.length)
    throw new Error(
      `FAULTS names unknown faults: ${unknown.join(", ")} (known: ${FAULTS.map((f) => f.name).join(", ")})`,
    );
  return FAULTS.filter((f) => names.includes(f.name));
}

/** The two stock pieces every order buys, with stock enough for any run. */
async function preparePieces(): Promise<Pieces> {
  const rows = await psql(
    `update products set stock = 1000000
      where name in ('limited-edition-silk-mask-gold-leaf', 'collection-satchel-cognac')
      returning name, id`,
  );
  const id = (name: string) => rows.find(([n]) => n === name)?.[1];
  const first = id("limited-edition-silk-mask-gold-leaf");
  const second = id("collection-satchel-cognac");
  if (!first || !second) throw new Error("the seeded catalogue lost the mask or the satchel");
  return { first, second };
}

/** Error lines a server logged during the phase, each message once, for the report. */
function errorLines(lines: string[]): string[] {
  const seen = new Map<string, number>();
  for (const line of lines) {
    let message = line;
    try {
      const parsed = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { type?: string; message?: string; code?: string };
      };
      if ((parsed.level ?? 0) < 40) continue;
      message = [parsed.msg, parsed.err?.type, parsed.err?.code, parsed.err?.message]
        .filter(Boolean)
        .join(" | ");
    } catch {
      if (!/error|fail|uncaught|unhandled|ECONN|timeout/i.test(line)) continue;
    }
    const key = message.slice(0, 200);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].map(([message, n]) => `${n}× ${message}`);
}

async function runFault(
  fault: Fault,
  servers: readonly [AppServer, AppServer],
  pieces: Pieces,
): Promise<Row> {
  const logOffsets = new Map(servers.map((s) => [s.name, logSize(s)]));
  const before = await books(pieces);
  const load = new Load(servers, pieces, process.env.APP_ENV ?? "test");
  const clock = () => load.now();
  const pollers = servers.map((s) => ({ server: s, poller: pollReady(s, clock) }));
  load.start(SHOPPERS);
  await sleep(STEADY_MS);
  const window = await fault.act({ servers, pieces, clock });
  const toWall = (at: number) => Date.now() - (clock() - at);
  /**
   * Where each server's "after" starts: the fault's end; for a server killed and restarted (its
   * fault ends at the kill), the moment its new process was ready (its restart time is printed).
   */
  const afterOf = async (server: AppServer): Promise<number | null> => {
    const disrupted = window.disrupted.find((d) => d.server === server);
    if (!disrupted) return window.to;
    const at = await disrupted.ready;
    if (at === null) return null;
    return disrupted.from >= window.to ? at : window.to;
  };
  const afterPromises = servers.map(afterOf);
  // Serving again, measured while the load goes on; a server not restarted is measured from the
  // fault's end, without waiting for the other one to come back.
  const serving = await Promise.all(
    servers.map(async (server, i) => {
      const after = await afterPromises[i]!;
      return after === null ? null : serveAgain(server, pieces.first, toWall(after), 15_000);
    }),
  );
  const afters = await Promise.all(afterPromises);
  const readyAt = new Map(
    await Promise.all(window.disrupted.map(async (d) => [d.server.name, await d.ready] as const)),
  );
  const lastBack = Math.max(window.to, ...[...readyAt.values()].map((at) => at ?? window.to));
  await sleep(Math.max(0, toWall(lastBack) + RECOVERY_MS - Date.now()));
  await load.stop();
  for (const { poller } of pollers) await poller.stop();
  await load.settle(SETTLE_MS);
  const pools = await Promise.all(servers.map((s) => poolWhole(s, pieces, POOL_SIZE)));
  const books_ = await audit(load.orders, pieces, before);

  const excused = (r: RequestRecord) =>
    r.outcome === "no-answer" &&
    window.disrupted.some(
      // In flight at the stop or kill (reset), or sent before the new process listened (refused).
      (d) =>
        d.server.name === r.server &&
        r.at + r.ms >= d.from - 100 &&
        r.at <= (readyAt.get(d.server.name) ?? Infinity),
    );
  const records = load.records;
  const bad = records.filter(
    (r) =>
      r.outcome === "bad" || r.outcome === "hang" || (r.outcome === "no-answer" && !excused(r)),
  );
  const worst = records.reduce<RequestRecord | null>((w, r) => (!w || r.ms > w.ms ? r : w), null);
  const readyWorst = Math.max(
    0,
    ...pollers.flatMap(({ poller }) => poller.samples.map((s) => s.ms)),
  );
  const maxWaitMs = Math.max(worst?.ms ?? 0, readyWorst);

  const figures = new Map<AppServer["name"], ServerFigures>();
  servers.forEach((server, i) => {
    const samples: ReadySample[] = pollers[i]!.poller.samples;
    const during = samples.filter(
      (s) => s.at >= window.from && s.at <= window.to && s.status !== "none",
    );
    const afterFrom = afters[i] ?? null;
    const first200 =
      afterFrom === null ? undefined : samples.find((s) => s.at >= afterFrom && s.status === 200);
    const pool = pools[i]!;
    figures.set(server.name, {
      serveMs: serving[i] ?? null,
      pool: `${pool.ok}/${pool.of} in ${seconds(pool.ms)}`,
      poolOk: pool.ok === pool.of && pool.ms < 5_000,
      ready503During: fault.outage ? during.some((s) => s.status === 503) : null,
      ready200AfterMs: first200 && afterFrom !== null ? first200.at - afterFrom : null,
    });
  });

  const misses: string[] = [];
  if (maxWaitMs >= LIMITS.waitMs) misses.push(`a request waited ${seconds(maxWaitMs)}`);
  if (bad.length) misses.push(`${bad.length} answers neither 2xx nor a 503 with Retry-After`);
  if (books_.lost.length) misses.push(`${books_.lost.length} orders lost`);
  if (books_.chargedTwice.length) misses.push(`${books_.chargedTwice.length} orders charged twice`);
  if (books_.stockDelta !== 0) misses.push(`stock delta ${books_.stockDelta}`);
  if (load.orders.length === 0) misses.push("no order was placed at all (the load did not run)");
  for (const [name, f] of figures) {
    if (f.serveMs === null || f.serveMs >= LIMITS.serveMs)
      misses.push(
        `${name} served again ${f.serveMs === null ? "never (15 s)" : `after ${seconds(f.serveMs)}`}`,
      );
    if (!f.poolOk) misses.push(`${name}'s pool not whole (${f.pool})`);
    if (f.ready503During === false)
      misses.push(`${name}'s /api/ready never answered 503 during the outage`);
    if (f.ready200AfterMs === null || f.ready200AfterMs >= LIMITS.readyMs)
      misses.push(`${name}'s /api/ready not 200 within 5 s after`);
  }
  for (const check of window.checks ?? []) {
    if (!check.ok) misses.push(`${check.name}: ${check.detail} (not the 503 page)`);
  }
  for (const d of window.disrupted) {
    if (readyAt.get(d.server.name) === null)
      misses.push(`${d.server.name} restarted but never ready`);
  }

  // For a kill the fault is an instant: "during" lasts until the killed server is ready again.
  const duringTo = Math.max(window.to, ...[...readyAt.values()].map((at) => at ?? window.to));
  const during = servers.map((server) => {
    const mine = records.filter(
      (r) => r.server === server.name && r.at >= window.from && r.at <= duringTo,
    );
    const count = (pick: (r: RequestRecord) => boolean) => mine.filter(pick).length;
    const pages = count((r) => !r.path.startsWith("/api/") && !r.path.startsWith("/sanctum/"));
    const outcomes = ["ok", "shed", "allowed", "bad", "hang", "no-answer"]
      .map((o) => [o, count((r) => r.outcome === o)] as const)
      .filter(([, n]) => n > 0)
      .map(([o, n]) => `${o} ${n}`)
      .join(", ");
    return `${server.name}: ${mine.length} requests sent during the fault (${pages} page views): ${outcomes || "none"}`;
  });
  return {
    fault,
    window,
    during,
    requests: records.length,
    maxWaitMs,
    maxWaitAt:
      worst && worst.ms >= readyWorst
        ? `${worst.method} ${worst.path} on ${worst.server} (${worst.outcome}), sent at +${seconds(worst.at)}, answered at +${seconds(worst.at + worst.ms)}`
        : "/api/ready",
    bad,
    excusedNoAnswer: records.filter(excused).length,
    shed: records.filter((r) => r.outcome === "shed").length,
    allowed: records.filter((r) => r.outcome === "allowed").length,
    orders: load.orders.length,
    audit: books_,
    servers: figures,
    misses,
    logs: new Map(
      servers.map((s) => [s.name, errorLines(serverLogSince(s, logOffsets.get(s.name) ?? 0))]),
    ),
  };
}

/** A server the previous fault left unable to serve is restarted, so each row is its own fault's. */
async function restoreServers(
  servers: readonly [AppServer, AppServer],
  pieces: Pieces,
): Promise<string[]> {
  const notes: string[] = [];
  // A fault that failed half-way may have left a dependency down: the next fault needs it.
  try {
    await psql("select 1", 5_000);
  } catch {
    notes.push("PostgreSQL was down after the fault: started again");
    await startPostgres();
  }
  await startRedis();
  for (const server of servers) {
    const pool = await poolWhole(server, pieces, POOL_SIZE);
    if (pool.ok === pool.of) continue;
    notes.push(`restarted ${server.name} before the next fault (pool check ${pool.ok}/${pool.of})`);
    await stopGracefully(server);
    startServer(server);
    if ((await serveAgain(server, pieces.first, Date.now(), 60_000)) === null)
      notes.push(`${server.name} did not serve within 60 s of its restart`);
  }
  return notes;
}

const mark = (ok: boolean) => (ok ? "" : " ✗");
const ms = (value: number | null, limit: number) =>
  value === null ? "never ✗" : `${seconds(value)}${mark(value < limit)}`;

function print(rows: Row[], skipped: Fault[]) {
  const cells = rows.map((row) => {
    const per = (pick: (f: ServerFigures) => string) =>
      [...row.servers].map(([name, f]) => `${name} ${pick(f)}`).join(", ");
    return {
      fault: row.fault.name,
      "max wait": `${seconds(row.maxWaitMs)}${mark(row.maxWaitMs < LIMITS.waitMs)}`,
      "bad answers": `${row.bad.length}${mark(row.bad.length === 0)} of ${row.requests}`,
      "503+RA": String(row.shed),
      "409 busy": String(row.allowed),
      orders: `${row.audit.placed}/${row.orders}`,
      lost: `${row.audit.lost.length}${mark(row.audit.lost.length === 0)}`,
      "charged 2×": `${row.audit.chargedTwice.length}${mark(row.audit.chargedTwice.length === 0)}`,
      "stock Δ": `${row.audit.stockDelta}${mark(row.audit.stockDelta === 0)}`,
      "serves again": per((f) => ms(f.serveMs, LIMITS.serveMs)),
      "pool whole": per((f) => `${f.pool}${mark(f.poolOk)}`),
      "ready 503 during": row.fault.outage
        ? per((f) => (f.ready503During ? "yes" : "no ✗"))
        : "n/a",
      "ready 200 after": per((f) => ms(f.ready200AfterMs, LIMITS.readyMs)),
      result: row.misses.length ? "MISS" : "ok",
    };
  });
  for (const fault of skipped)
    cells.push({ fault: fault.name, result: "NOT RUN ✗" } as (typeof cells)[number]);
  console.log(`\n${table(cells)}\n`);
}

function details(row: Row) {
  console.log(`\n── ${row.fault.name}: ${row.fault.title}`);
  console.log(
    `  window +${seconds(row.window.from)} … +${seconds(row.window.to)} on the load's clock; ${row.requests} requests, ${row.orders} orders tried; slowest: ${row.maxWaitAt}`,
  );
  for (const note of row.window.notes) console.log(`  ${note}`);
  for (const line of row.during) console.log(`  ${line}`);
  if (row.excusedNoAnswer)
    console.log(
      `  ${row.excusedNoAnswer} connection errors on the stopped/killed server (a load balancer's business, not counted)`,
    );
  const group = new Map<string, number>();
  for (const r of row.bad) {
    const key = `${r.outcome} on ${r.server}: ${r.method} ${r.path} → ${r.detail.slice(0, 140)}`;
    group.set(key, (group.get(key) ?? 0) + 1);
  }
  const list = (title: string, lines: string[], max = 12) => {
    if (!lines.length) return;
    console.log(`  ${title}:`);
    for (const line of lines.slice(0, max)) console.log(`    ${line}`);
    if (lines.length > max) console.log(`    … and ${lines.length - max} more`);
  };
  list(
    "bad answers",
    [...group].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${n}× ${k}`),
  );
  list("lost", row.audit.lost);
  list("charged twice", row.audit.chargedTwice);
  console.log(`  stock: ${row.audit.stockNote} (delta ${row.audit.stockDelta})`);
  for (const [name, lines] of row.logs) list(`server ${name} logged (warn and above)`, lines, 8);
  list("misses", row.misses);
}

async function main() {
  const deadline = setTimeout(() => {
    console.log(`fault suite: over its ${BUDGET_MS / 1000} s budget, stopping: FAILED`);
    process.exit(1);
  }, BUDGET_MS + 60_000);
  deadline.unref();
  const faults = chosen();
  const servers = appServers();
  const pieces = await preparePieces();
  console.log(
    `fault suite: ${faults.map((f) => f.name).join(", ")}; ${SHOPPERS} shoppers on ${servers.map((s) => s.base).join(" and ")}`,
  );

  // A short warm-up, not counted: every page compiled and cached once, every step of an order
  // run once on each server; a harness that cannot place an order stops here.
  const warm = new Load(servers, pieces, process.env.APP_ENV ?? "test");
  warm.start(4);
  await sleep(5_000);
  await warm.stop();
  await warm.settle(10_000);
  const warmPlaced = warm.orders.filter((o) => o.acknowledged).length;
  const warmBad = warm.records.filter((r) => r.outcome !== "ok");
  console.log(
    `warm-up: ${warm.records.length} requests, ${warmPlaced} orders placed, ${warmBad.length} not 2xx`,
  );
  if (warmPlaced === 0) {
    for (const r of warmBad.slice(0, 10))
      console.log(`  ${r.server} ${r.method} ${r.path}: ${r.detail}`);
    console.log("fault suite: the load places no order on a healthy pair of servers: FAILED");
    process.exit(1);
  }

  const rows: Row[] = [];
  const skipped: Fault[] = [];
  for (const fault of faults) {
    if (Date.now() - started > BUDGET_MS) {
      skipped.push(fault);
      continue;
    }
    const since = Date.now();
    process.stdout.write(`\n${fault.name}: ${fault.title} … `);
    try {
      const row = await runFault(fault, servers, pieces);
      rows.push(row);
      console.log(`${row.misses.length ? "MISS" : "ok"} (${seconds(Date.now() - since)})`);
      details(row);
    } catch (error) {
      console.log(`could not run: ${(error as Error).stack ?? String(error)}`);
      skipped.push(fault);
    }
    for (const note of await restoreServers(servers, pieces)) console.log(`  ${note}`);
  }
  print(rows, skipped);
  const passed = skipped.length === 0 && rows.every((r) => r.misses.length === 0);
  console.log(`fault suite: ${passed ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
  process.exit(passed ? 0 : 1);
}

void main();
