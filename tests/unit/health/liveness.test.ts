import { DedicatedProbe, type ProbeConnection } from "@/lib/health/dedicated-probe";
import { EventLoopWatch } from "@/lib/health/event-loop";
import { liveness, type LivenessFigures } from "@/lib/health/liveness";
import { PoolSentinel } from "@/lib/health/pool-sentinel";

const limits = { poolWaitMs: 5_000, eventLoopDelayMs: 2_000 };
const calm: LivenessFigures = {
  poolWaitingMs: 0,
  lastPoolWaitMs: 3,
  lastPoolFailed: false,
  eventLoopMaxDelayMs: 12,
  eventLoopSustainedDelayMs: 3,
};

describe("liveness (GET /api/health)", () => {
  it("is ok when the pool gives connections and the loop turns, figures in ms", () => {
    expect(liveness(calm, limits)).toEqual({
      status: "ok",
      failed: [],
      checks: {
        pool: { status: "ok", waitingMs: 0, lastWaitMs: 3, lastFailed: false, limitMs: 5_000 },
        eventLoop: { status: "ok", maxDelayMs: 12, sustainedDelayMs: 3, limitMs: 2_000 },
      },
    });
  });

  it("fails when the sentinel has waited longer than the limit for a connection", () => {
    const report = liveness({ ...calm, poolWaitingMs: 5_001 }, limits);
    expect(report.status).toBe("failing");
    expect(report.failed).toEqual(["pool"]);
    expect(report.checks.pool).toMatchObject({ status: "failed", waitingMs: 5_001 });
    expect(liveness({ ...calm, poolWaitingMs: 5_000 }, limits).status).toBe("ok");
  });

  it("does not fail on a database that refuses fast (restarting would not help)", () => {
    const report = liveness({ ...calm, lastPoolFailed: true, lastPoolWaitMs: 2 }, limits);
    expect(report.status).toBe("ok");
    expect(report.checks.pool.lastFailed).toBe(true);
  });

  it("fails when the event loop was blocked beyond its limit again and again", () => {
    const report = liveness(
      { ...calm, eventLoopMaxDelayMs: 3_000, eventLoopSustainedDelayMs: 2_500.4 },
      limits,
    );
    expect(report.failed).toEqual(["eventLoop"]);
    expect(report.checks.eventLoop).toMatchObject({
      status: "failed",
      maxDelayMs: 3_000,
      sustainedDelayMs: 2_500,
    });
  });

  it("does not fail on one long block (a cold start), only reports it", () => {
    const report = liveness({ ...calm, eventLoopMaxDelayMs: 4_000 }, limits);
    expect(report.status).toBe("ok");
    expect(report.checks.eventLoop.maxDelayMs).toBe(4_000);
  });
});

/** A query the test settles by hand. */
function pendingQueries() {
  const settles: ((ok: boolean) => void)[] = [];
  const query = jest.fn(
    () =>
      new Promise<void>((resolve, reject) =>
        settles.push((ok) => (ok ? resolve() : reject(new Error("refused")))),
      ),
  );
  return { query, settle: (ok: boolean) => settles.shift()?.(ok) };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("the pool sentinel", () => {
  it("sends one query at a time, at most one per interval, and times its wait", async () => {
    let now = 1_000;
    const { query, settle } = pendingQueries();
    const sentinel = new PoolSentinel(query, { intervalMs: 1_000, now: () => now });

    expect(sentinel.read()).toEqual({ waitingMs: 0, lastWaitMs: null, lastFailed: false });
    await turn();
    expect(query).toHaveBeenCalledTimes(1);
    now += 6_000;
    // Still waiting: no second query piles up on a stuck pool.
    expect(sentinel.read().waitingMs).toBe(6_000);
    await turn();
    expect(query).toHaveBeenCalledTimes(1);

    settle(true);
    await turn();
    expect(sentinel.read()).toEqual({ waitingMs: 0, lastWaitMs: 6_000, lastFailed: false });
    await turn();
    expect(query).toHaveBeenCalledTimes(2);
    settle(true);
    await turn();
    now += 500;
    sentinel.read();
    await turn();
    // Within the interval of the last one: none sent.
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("records a fast failure as a failure, not as a wait", async () => {
    let now = 0;
    const { query, settle } = pendingQueries();
    const sentinel = new PoolSentinel(query, { intervalMs: 1_000, now: () => now });
    sentinel.read();
    await turn();
    now += 4;
    settle(false);
    await turn();
    expect(sentinel.read()).toMatchObject({ waitingMs: 0, lastWaitMs: 4, lastFailed: true });
  });
});

describe("a dedicated readiness probe", () => {
  function connections(check: () => Promise<void>) {
    const opened: { drop: jest.Mock }[] = [];
    const open = (): ProbeConnection => {
      const connection = { check: jest.fn(check), drop: jest.fn() };
      opened.push(connection);
      return connection;
    };
    return { open, opened };
  }

  it("shares one check among concurrent probes and keeps its connection", async () => {
    const { open, opened } = connections(() => Promise.resolve());
    const probe = new DedicatedProbe(open, 1_000);
    await Promise.all([probe.check(), probe.check(), probe.check()]);
    await probe.check();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.drop).not.toHaveBeenCalled();
  });

  it("fails a check that hangs within its limit, drops that connection, opens a fresh one", async () => {
    let hang = true;
    const { open, opened } = connections(() =>
      hang ? new Promise<void>(() => undefined) : Promise.resolve(),
    );
    const probe = new DedicatedProbe(open, 50);
    await expect(probe.check()).rejects.toThrow("no answer in time");
    expect(opened[0]?.drop).toHaveBeenCalledTimes(1);
    hang = false;
    await expect(probe.check()).resolves.toBeUndefined();
    expect(opened).toHaveLength(2);
  });

  it("drops the connection of a check that fails", async () => {
    const { open, opened } = connections(() => Promise.reject(new Error("ECONNREFUSED")));
    const probe = new DedicatedProbe(open, 1_000);
    await expect(probe.check()).rejects.toThrow("ECONNREFUSED");
    expect(opened[0]?.drop).toHaveBeenCalledTimes(1);
  });
});

describe("the event-loop watch", () => {
  const block = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // Busy: the sampler's timer cannot fire.
    }
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("sees one block after it ends, and counts as sustained only blocks in two windows", async () => {
    const watch = new EventLoopWatch(400, 10);
    await wait(50);
    block(300);
    // Past the end of the window it fell in: one whole window with a block, one without.
    await wait(500);
    expect(watch.recentMaxDelayMs()).toBeGreaterThanOrEqual(250);
    expect(watch.sustainedDelayMs()).toBeLessThan(100);
    // Blocked in every window from now on: two whole windows later it is sustained.
    for (let i = 0; i < 5; i++) {
      block(300);
      await wait(150);
    }
    expect(watch.sustainedDelayMs()).toBeGreaterThanOrEqual(250);
  });
});
