import { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { Client, type Reply } from "./support/http";
import {
  freePort,
  ROOT,
  runScript,
  startServer,
  type RunningServer,
} from "./support/server-process";

/**
 * Issue 34, on servers of the test build (no second build) that this suite may stop, freeze and
 * starve: liveness (GET /api/health) fails when the process cannot make progress, readiness
 * (GET /api/ready) asks PostgreSQL and Redis on connections of its own and answers 503 while the
 * server drains, and a server on HOSTNAME=127.0.0.1 serves its pages. Each server listens on
 * 127.0.0.1 (support/server-process.ts). On PostgreSQL (DATABASE_URL) they share the test
 * server's database and catalogue; on the embedded database this suite seeds one of its own.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), "health-"));
const DATABASE_URL = process.env.DATABASE_URL;
/** Small on purpose: two requests hold the whole pool. */
const POOL_SIZE = 2;
/** Above the event-loop test's freezes: a sentinel in flight then waits as long as they last. */
const POOL_WAIT_MS = 3_000;
const EVENT_LOOP_MS = 1_000;

let env: NodeJS.ProcessEnv;
let server: RunningServer;

beforeAll(async () => {
  env = { ...process.env };
  for (const name of ["REDIS_URL", "REVALIDATE_URLS", "SMTP_URL", "PORT", "PGLITE_DIR"]) {
    delete env[name];
  }
  Object.assign(env, {
    // Nothing in front: the socket is the client, and X-Forwarded-Proto is a client's word.
    TRUST_PROXY: "0",
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    HEALTH_POOL_WAIT_MS: String(POOL_WAIT_MS),
    // The pool is held below by statements waiting on a lock: with the store's bounds they would
    // give their connections back after 2 s (lock) or 5 s (statement), so this server stands for
    // one whose connections are lost without an answer (a PostgreSQL gone silent).
    DATABASE_LOCK_TIMEOUT_MS: "120000",
    DATABASE_STATEMENT_TIMEOUT_MS: "120000",
    HEALTH_EVENT_LOOP_MS: String(EVENT_LOOP_MS),
    DATA_DIR: scratch,
  });
  if (!DATABASE_URL) {
    env.CATALOGUE_DIR = path.join(scratch, "catalogue");
    const seeded = await runScript(
      [
        path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
        "--conditions=react-server",
        "scripts/db-seed.ts",
      ],
      env,
    );
    if (seeded.code !== 0) throw new Error(`seed failed:\n${seeded.output}`);
    // The other servers of this suite each open a copy: an embedded database has one owner.
    for (const copy of ["pglite-redis", "pglite-drain"]) {
      cpSync(path.join(scratch, "pglite"), path.join(scratch, copy), { recursive: true });
    }
  }
  server = await startServer(env);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

const on = (base: string, headers: Record<string, string> = {}) => {
  const client = new Client(undefined, headers);
  client.base = base;
  return client;
};
const get = (pathname: string, headers?: Record<string, string>) =>
  on(server.base, headers).get(pathname);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Liveness = {
  status: string;
  failed: string[];
  draining: boolean;
  checks: {
    pool: { status: string; waitingMs: number; lastWaitMs: number | null; limitMs: number };
    eventLoop: { status: string; maxDelayMs: number; sustainedDelayMs: number; limitMs: number };
  };
};

/** The environment of another server of this suite, with its own copy of an embedded database. */
const otherEnv = (copy: string, extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...env,
  ...(DATABASE_URL ? {} : { PGLITE_DIR: path.join(scratch, copy) }),
  ...extra,
});

/** Asks until `done` holds (each answer comes at once; only the state is waited for). */
async function until(pathname: string, done: (reply: Reply) => boolean, tries = 40) {
  let reply = await get(pathname);
  for (let i = 0; i < tries && !done(reply); i++) {
    await pause(250);
    reply = await get(pathname);
  }
  return reply;
}

describe("HOSTNAME=127.0.0.1", () => {
  it("serves the pages Next renders (the proxy's rewrites stay inside the server)", async () => {
    for (const page of ["/", "/craft", "/no-such-page-here"]) {
      const reply = await get(page);
      expect([page, reply.status]).toEqual([page, page.startsWith("/no-") ? 404 : 200]);
      expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
    }
    expect(server.output()).not.toContain("Failed to proxy");
  });
});

describe("X-Forwarded-Proto without TRUST_PROXY", () => {
  it("is the client's word, not a proxy's: no HSTS and no Secure-only cookie follow from it", async () => {
    const https = { "x-forwarded-proto": "https" };
    const page = await get("/craft", https);
    expect(page.status).toBe(200);
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const csrf = await get("/sanctum/csrf-cookie", https);
    expect(csrf.setCookies.length).toBeGreaterThan(0);
    for (const cookie of csrf.setCookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe("GET /api/health (liveness)", () => {
  it("answers ok with its figures in ms, uncached", async () => {
    const reply = await get("/api/health");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.headers.get("retry-after")).toBeNull();
    const body = reply.json<Liveness>();
    expect(body).toMatchObject({ status: "ok", failed: [], draining: false });
    expect(body.checks.pool).toMatchObject({ status: "ok", limitMs: POOL_WAIT_MS });
    expect(body.checks.eventLoop).toMatchObject({ status: "ok", limitMs: EVENT_LOOP_MS });
  });

  it("fails (503, Retry-After) once the event loop is blocked beyond its limit again and again", async () => {
    // A stopped process is a blocked loop as the loop sees it: no timer fires for that long.
    const freeze = async () => {
      process.kill(server.pid, "SIGSTOP");
      await pause(EVENT_LOOP_MS + 500);
      process.kill(server.pid, "SIGCONT");
      // The sampler records the delay at its next tick, which a request may come before.
      await pause(200);
    };
    // Calm first: the database open (a sentinel came back) and no block of a cold start left.
    const calm = await until(
      "/api/health",
      (reply) => {
        const { pool, eventLoop } = reply.json<Liveness>().checks;
        return pool.lastWaitMs !== null && eventLoop.maxDelayMs < EVENT_LOOP_MS;
      },
      80,
    );
    expect(calm.status).toBe(200);
    await freeze();
    // One block (a cold start, one heavy request) is not a reason to restart. (Whether the
    // sampler saw it is not asserted here: after some runs' earlier tests the first stop of the
    // process was not recorded, the next ones always were; issue 34's note. The blocks below
    // are asserted through sustainedDelayMs.)
    const once = await get("/api/health");
    expect(once.status).toBe(200);
    // Blocked every 4 s: each 5 s window of the watch holds a block.
    for (let i = 0; i < 3; i++) {
      await pause(2_500);
      await freeze();
    }
    const reply = await until("/api/health", (answer) => answer.status === 503);
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    const body = reply.json<Liveness>();
    expect(body.failed).toEqual(["eventLoop"]);
    expect(body.checks.eventLoop.sustainedDelayMs).toBeGreaterThan(EVENT_LOOP_MS);
    // Readiness is another question: the server can take requests again.
    expect((await get("/api/ready")).status).toBe(200);
  });

  (DATABASE_URL ? it : it.skip)(
    "fails while the app's pool gives no connection, and readiness, outside the pool, still answers",
    async () => {
      // Wait out the blocked loop of the test before (two windows of 5 s).
      const calm = await until("/api/health", (reply) => reply.status === 200, 100);
      expect(calm.status).toBe(200);
      const holder = postgres(DATABASE_URL ?? "", { max: 1, onnotice: () => undefined });
      const release = Promise.withResolvers<void>();
      const locked = Promise.withResolvers<void>();
      const held = holder.begin(async (tx) => {
        await tx`lock table promo_codes in access exclusive mode`;
        locked.resolve();
        await release.promise;
      });
      try {
        await locked.promise;
        // Every connection of the pool waits on the lock: nothing is given back.
        const stuck = Array.from({ length: POOL_SIZE + 1 }, () =>
          get("/api/external/public/promo-codes/WELCOME15"),
        );
        const failing = await until("/api/health", (reply) => reply.status === 503);
        expect(failing.status).toBe(503);
        expect(failing.headers.get("retry-after")).toMatch(/^\d+$/);
        const body = failing.json<Liveness>();
        expect(body.failed).toEqual(["pool"]);
        expect(body.checks.pool.waitingMs).toBeGreaterThan(POOL_WAIT_MS);
        const ready = await get("/api/ready");
        expect(ready.status).toBe(200);
        expect(ready.json()).toMatchObject({ checks: { database: { status: "ok" } } });
        release.resolve();
        await held;
        expect((await Promise.all(stuck)).map((reply) => reply.status)).toEqual(
          Array(POOL_SIZE + 1).fill(200),
        );
        const back = await until("/api/health", (reply) => reply.status === 200);
        expect(back.json<Liveness>().checks.pool.status).toBe("ok");
      } finally {
        release.resolve();
        await held.catch(() => undefined);
        await holder.end();
      }
    },
    60_000,
  );
});

describe("GET /api/ready with Redis unreachable", () => {
  it("answers 503 naming Redis within its limit, on a connection that never answers", async () => {
    // A peer that accepts and never speaks: the worst a lost network or a frozen Redis does.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    const other = await startServer(
      otherEnv("pglite-redis", { REDIS_URL: `redis://127.0.0.1:${port}` }),
    );
    try {
      for (let round = 0; round < 2; round++) {
        const started = performance.now();
        const reply = await on(other.base).get("/api/ready");
        // The limit is 2 s a dependency; the answer never waits on Redis beyond it.
        expect(performance.now() - started).toBeLessThan(4_000);
        expect(reply.status).toBe(503);
        expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
        // (The catalogue, shared through Redis, may fail with it.)
        expect(reply.json()).toMatchObject({
          status: "unavailable",
          failed: expect.arrayContaining(["redis"]),
          checks: { redis: { status: "failed" }, database: { status: "ok" } },
        });
      }
      // Liveness does not restart a server for a dependency that is away.
      expect((await on(other.base).get("/api/health")).status).toBe(200);
    } finally {
      await other.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 120_000);
});

describe("draining (SIGTERM)", () => {
  it("answers 503 draining on /api/ready while it finishes, live all along, then exits 0", async () => {
    const draining = await startServer(otherEnv("pglite-drain", { SHUTDOWN_DELAY_MS: "3000" }));
    expect((await on(draining.base).get("/api/ready")).status).toBe(200);
    process.kill(draining.pid, "SIGTERM");
    await pause(300);
    const ready = await on(draining.base).get("/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(ready.json()).toEqual({ status: "draining" });
    const health = await on(draining.base).get("/api/health");
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", draining: true });
    expect(await draining.exited).toBe(0);
  }, 120_000);
});
