/**
 * @jest-environment node
 */
import {
  bumpPageEpoch,
  createSharedEpoch,
  currentPageEpoch,
  installSharedEpoch,
} from "../../lib/http/page-epoch.mjs";

/** Redis's counter as a test drives it: answers, fails, or holds its answer. */
function fakeRedis() {
  const state = { value: null as number | null, down: false, increments: 0 };
  return {
    state,
    read: async () => {
      if (state.down) throw new Error("Redis not answering");
      return state.value === null ? null : String(state.value);
    },
    increment: async () => {
      if (state.down) throw new Error("Redis not answering");
      state.increments += 1;
      state.value = (state.value ?? 0) + 1;
      return state.value;
    },
  };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const WINDOW = 2_000;

describe("the shared page epoch (copies of pages follow it)", () => {
  afterEach(() => installSharedEpoch(null));

  it("is unconfirmed until read, then trusted for its window only", async () => {
    const redis = fakeRedis();
    const time = clock();
    const epoch = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    expect(epoch.confirmed()).toBeNull();
    await epoch.refresh();
    expect(epoch.confirmed()).toBe("0");
    time.advance(WINDOW);
    expect(epoch.confirmed()).toBe("0");
    time.advance(1);
    expect(epoch.confirmed()).toBeNull();
  });

  it("stays confirmed through a failed read inside the window, not past it", async () => {
    const redis = fakeRedis();
    const time = clock();
    const epoch = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    await epoch.refresh();
    redis.state.down = true;
    time.advance(WINDOW / 2);
    await epoch.refresh();
    expect(epoch.confirmed()).toBe("0");
    time.advance(WINDOW / 2 + 1);
    await epoch.refresh();
    expect(epoch.confirmed()).toBeNull();
  });

  it("dates a value from when its read was sent, not when the answer came", async () => {
    const time = clock();
    const epoch = createSharedEpoch({
      read: async () => {
        time.advance(WINDOW);
        return "7";
      },
      increment: async () => 1,
      windowMs: WINDOW,
      now: time.now,
    });
    await epoch.refresh();
    expect(epoch.confirmed()).toBe("7");
    time.advance(1);
    expect(epoch.confirmed()).toBeNull();
  });

  it("sees another server's revalidation at its next read", async () => {
    const redis = fakeRedis();
    const time = clock();
    const here = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    const there = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    await here.refresh();
    await there.revalidated();
    expect(redis.state.increments).toBe(1);
    expect(here.confirmed()).toBe("0");
    await here.refresh();
    expect(here.confirmed()).toBe("1");
  });

  it("retries an increment Redis did not take before it reads again", async () => {
    const redis = fakeRedis();
    const time = clock();
    const epoch = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    redis.state.down = true;
    await epoch.revalidated();
    expect(redis.state.increments).toBe(0);
    redis.state.down = false;
    await epoch.refresh();
    expect(redis.state.increments).toBe(1);
    expect(epoch.confirmed()).toBe("1");
    await epoch.refresh();
    expect(redis.state.increments).toBe(1);
  });

  it("reads one at a time: a refresh under way is shared", async () => {
    let reads = 0;
    const epoch = createSharedEpoch({
      read: async () => {
        reads += 1;
        return "1";
      },
      increment: async () => 1,
      windowMs: WINDOW,
    });
    await Promise.all([epoch.refresh(), epoch.refresh(), epoch.refresh()]);
    expect(reads).toBe(1);
  });
});

describe("currentPageEpoch (what server/page-cache.mjs compares)", () => {
  afterEach(() => installSharedEpoch(null));

  it("without a shared epoch follows this process's revalidations", () => {
    const before = currentPageEpoch();
    expect(before).not.toBeNull();
    expect(currentPageEpoch()).toBe(before);
    bumpPageEpoch();
    expect(currentPageEpoch()).not.toBe(before);
  });

  it("is null while the shared epoch is unconfirmed, and changes with it", async () => {
    const redis = fakeRedis();
    const time = clock();
    const shared = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    installSharedEpoch(shared);
    expect(currentPageEpoch()).toBeNull();
    await shared.refresh();
    const first = currentPageEpoch();
    expect(first).not.toBeNull();
    redis.state.value = 5;
    await shared.refresh();
    expect(currentPageEpoch()).not.toBe(first);
    time.advance(WINDOW + 1);
    expect(currentPageEpoch()).toBeNull();
  });

  it("after an unconfirmed stretch, is a new epoch even if Redis's counter did not move", async () => {
    const redis = fakeRedis();
    const time = clock();
    const shared = createSharedEpoch({ ...redis, windowMs: WINDOW, now: time.now });
    installSharedEpoch(shared);
    await shared.refresh();
    const before = currentPageEpoch();
    redis.state.down = true;
    time.advance(WINDOW + 1);
    await shared.refresh();
    expect(currentPageEpoch()).toBeNull();
    redis.state.down = false;
    await shared.refresh();
    expect(currentPageEpoch()).not.toBeNull();
    expect(currentPageEpoch()).not.toBe(before);
  });
});
