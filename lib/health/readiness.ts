/**
 * Readiness for load balancers (GET /api/ready): every dependency a request needs is asked at
 * once, each within a time limit, and the answer names the ones that failed. Pure: the probes
 * are passed in (lib/health/probes.ts has the real ones), so the failing paths are unit-tested.
 */
export type ReadinessCheck = {
  name: string;
  /** Resolves when the dependency answers; null when it is not configured (skipped). */
  probe: (() => Promise<unknown>) | null;
  /** What the answer says when it fails: fixed text, never the error (it may hold a host or key). */
  failure: string;
};

type CheckResult = { status: "ok" } | { status: "skipped" } | { status: "failed"; message: string };

export type ReadinessReport = {
  status: "ready" | "unavailable";
  /** The checks that failed, in order, for a quick read. */
  failed: string[];
  checks: Record<string, CheckResult>;
};

const TIMED_OUT = Symbol("timed out");

async function within<T>(promise: Promise<T>, limitMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limitMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(
  checks: readonly ReadinessCheck[],
  options: {
    limitMs: number;
    /** Told about each failure with its real cause, for the server's log. */
    onFailure?: (name: string, cause: unknown) => void;
  },
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async (check): Promise<[string, CheckResult]> => {
      if (!check.probe) return [check.name, { status: "skipped" }];
      try {
        // A probe that throws synchronously fails like one that rejects.
        const outcome = await within(Promise.resolve().then(check.probe), options.limitMs);
        if (outcome !== TIMED_OUT) return [check.name, { status: "ok" }];
        options.onFailure?.(check.name, new Error("no answer in time"));
        return [check.name, { status: "failed", message: `${check.failure} (no answer in time)` }];
      } catch (error) {
        options.onFailure?.(check.name, error);
        return [check.name, { status: "failed", message: check.failure }];
      }
    }),
  );
  const failed = results.filter(([, result]) => result.status === "failed").map(([name]) => name);
  return {
    status: failed.length === 0 ? "ready" : "unavailable",
    failed,
    checks: Object.fromEntries(results),
  };
}
