/**
 * @jest-environment node
 */
import { createRedisGuard, redisTimeoutMs } from "../../lib/shared-state/redis-guard.mjs";

const client = (isReady = true) => ({ isReady });
const never = () => new Promise<string>(() => undefined);
const elapsed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe("every Redis call through the guard (lib/shared-state/redis-guard.mjs)", () => {
  it("answers Redis's reply when it comes in time", async () => {
    const guard = createRedisGuard({ timeoutMs: 200 });
    expect(
      await guard.run(
        client(),
        async () => "from redis",
        () => "fallback",
      ),
    ).toBe("from redis");
  });

  it("stops waiting after the timeout and answers the fallback", async () => {
    const guard = createRedisGuard({ timeoutMs: 100 });
    const { value, ms } = await elapsed(() => guard.run(client(), never, () => "fallback"));
    expect(value).toBe("fallback");
    expect(ms).toBeGreaterThanOrEqual(90);
    expect(ms).toBeLessThan(1_000);
  });

  it("sends nothing while the client is not connected: the fallback at once", async () => {
    const guard = createRedisGuard({ timeoutMs: 1_000 });
    const command = jest.fn(never);
    const { value, ms } = await elapsed(() => guard.run(client(false), command, () => "memory"));
    expect(value).toBe("memory");
    expect(command).not.toHaveBeenCalled();
    expect(ms).toBeLessThan(500);
    expect(guard.available(client(false))).toBe(false);
    expect(guard.available(null)).toBe(false);
  });

  it("answers the fallback when the command fails", async () => {
    const guard = createRedisGuard({ timeoutMs: 1_000 });
    const failing = async () => {
      throw new Error("WRONGTYPE");
    };
    expect(await guard.run(client(), failing, () => "fallback")).toBe("fallback");
  });

  it("after failures in a row stops trying for the cool-off, then tries again", async () => {
    const states: string[] = [];
    const guard = createRedisGuard({
      timeoutMs: 30,
      coolOffMs: 300,
      failuresToBreak: 2,
      onStateChange: (state) => states.push(state),
    });
    const slow = jest.fn(never);
    await guard.run(client(), slow, () => null);
    await guard.run(client(), slow, () => null);
    expect(slow).toHaveBeenCalledTimes(2);
    expect(states).toEqual(["broken"]);
    expect(guard.available(client())).toBe(false);
    // Open: the fallback without sending the command.
    expect(await guard.run(client(), slow, () => "fallback")).toBe("fallback");
    expect(slow).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(
      await guard.run(
        client(),
        async () => "back",
        () => null,
      ),
    ).toBe("back");
    expect(states).toEqual(["broken", "restored"]);
    expect(guard.available(client())).toBe(true);
  });
});

describe("REDIS_TIMEOUT_MS", () => {
  it("defaults to 500 ms and takes a whole number of milliseconds", () => {
    expect(redisTimeoutMs(undefined)).toBe(500);
    expect(redisTimeoutMs("")).toBe(500);
    expect(redisTimeoutMs("250")).toBe(250);
  });

  it("refuses a value that would leave requests waiting, or none", () => {
    for (const bad of ["abc", "0", "60000", "1.5"]) {
      expect(() => redisTimeoutMs(bad)).toThrow(/REDIS_TIMEOUT_MS/);
    }
  });
});
