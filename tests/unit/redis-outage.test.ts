/**
 * @jest-environment node
 *
 * The Redis fallbacks against a real redis-server that the test stops, pauses and starts again
 * (issue 34). It runs its own redis-server on REDIS_FAULT_PORT (never a shared one: it shuts it
 * down), and is skipped without it: `REDIS_FAULT_PORT=63799 npx jest tests/unit/redis-outage`.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

const port = process.env.REDIS_FAULT_PORT;
const onRedis = port ? describe : describe.skip;
const TIMEOUT_MS = 300;
/** What a fallback may take beyond the timeout on a busy shared machine. */
const SLACK_MS = 400;

type SharedRedis = typeof import("../../lib/shared-state/redis");
type RateLimit = typeof import("../../lib/security/rate-limit");

let dir = "";
const cli = (...args: string[]) =>
  execFileSync("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args], {
    encoding: "utf8",
    timeout: 5_000,
  }).trim();

async function startRedis() {
  spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"],
    { cwd: dir, stdio: "ignore", detached: false },
  );
  for (let tries = 0; tries < 50; tries++) {
    try {
      if (cli("ping") === "PONG") return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error("redis-server did not start");
}

function stopRedis() {
  try {
    cli("shutdown", "nosave");
  } catch {
    // redis-cli reports the connection closing under it
  }
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

/** Polls `probe` until it holds, for at most `ms`: how long it took. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await probe()) return performance.now() - started;
    await delay(100);
  }
  throw new Error(`not within ${ms} ms`);
}

onRedis("Redis stopped, paused, or down at start-up: requests go on from memory", () => {
  let shared: SharedRedis;
  let limits: RateLimit;

  beforeAll(async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.REDIS_TIMEOUT_MS = String(TIMEOUT_MS);
    dir = mkdtempSync(path.join(tmpdir(), "redis-outage-"));
    jest.doMock("server-only", () => ({}));
    stopRedis();
    await startRedis();
    shared = await import("../../lib/shared-state/redis");
    limits = await import("../../lib/security/rate-limit");
  });

  afterAll(async () => {
    await shared?.closeSharedRedis();
    stopRedis();
    rmSync(dir, { recursive: true, force: true });
  });

  const readKey = () =>
    shared.withRedis(
      (redis) => redis.get("outage:key"),
      () => "memory",
    );

  it("answers from Redis while it runs", async () => {
    await shared.readyRedis(5_000);
    await shared.withRedis(
      (redis) => redis.set("outage:key", "redis"),
      () => null,
    );
    expect(await readKey()).toBe("redis");
    expect((await limits.hit("outage:a", 5)).allowed).toBe(true);
  });

  it("with Redis stopped, a command falls back within the timeout, limits counted here", async () => {
    stopRedis();
    const { value, ms } = await timed(readKey);
    expect(value).toBe("memory");
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await timed(() => limits.hit("outage:b", 2)));
    expect(results.map((result) => result.value.allowed)).toEqual([true, true, false]);
    for (const { ms: each } of results) expect(each).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    await expect(shared.readyRedis()).rejects.toThrow(/not reachable/);
  });

  it("takes Redis up again when it returns, without a restart", async () => {
    await startRedis();
    cli("set", "outage:key", "back");
    const took = await within(8_000, async () => (await readKey()) === "back");
    expect(took).toBeLessThan(8_000);
  });

  it("with Redis answering nothing (CLIENT PAUSE), a command falls back within the timeout", async () => {
    expect(await readKey()).toBe("back");
    cli("client", "pause", "3000", "ALL");
    const read = await timed(readKey);
    expect(read.value).toBe("memory");
    expect(read.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    const limit = await timed(() => limits.hit("outage:c", 5));
    expect(limit.value.allowed).toBe(true);
    expect(limit.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // Once Redis answers again, so does the connection (after the breaker's cool-off at most).
    await within(8_000, async () => (await readKey()) === "back");
  });

  it("a connection opened while Redis is down answers from memory at once, then from Redis", async () => {
    await shared.closeSharedRedis();
    stopRedis();
    const first = await timed(readKey);
    expect(first.value).toBe("memory");
    expect(first.ms).toBeLessThan(TIMEOUT_MS);
    const limit = await timed(() => limits.hit("outage:d", 5));
    expect(limit.value.allowed).toBe(true);
    expect(limit.ms).toBeLessThan(TIMEOUT_MS);
    await startRedis();
    cli("set", "outage:key", "after");
    await within(8_000, async () => (await readKey()) === "after");
  });
});
