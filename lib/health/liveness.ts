/**
 * Liveness for orchestrators (GET /api/health): whether this process can still make progress, so
 * that restarting it would help. Pure: the figures are measured by ./pool-sentinel.ts and
 * ./event-loop.ts, so each failing path is unit-tested. A database that is down is not a liveness
 * failure (every server would restart and come back to the same database): readiness says so.
 */
export type LivenessLimits = {
  /** How long the sentinel may wait for a connection of the app's pool (HEALTH_POOL_WAIT_MS). */
  poolWaitMs: number;
  /** How long the event loop may be blocked again and again (HEALTH_EVENT_LOOP_MS). */
  eventLoopDelayMs: number;
};

export type LivenessFigures = {
  /** How long the sentinel in flight has waited so far (0: none in flight). */
  poolWaitingMs: number;
  /** How long the last sentinel that settled took, or null before the first. */
  lastPoolWaitMs: number | null;
  /** Whether the last sentinel that settled failed (the database refused or is away). */
  lastPoolFailed: boolean;
  /** The event loop's longest delay of late (for operators). */
  eventLoopMaxDelayMs: number;
  /** How long the event loop was blocked in each of the last two windows, at least. */
  eventLoopSustainedDelayMs: number;
};

type Check<Figures> = ({ status: "ok" } | { status: "failed"; message: string }) & Figures;

export type LivenessReport = {
  status: "ok" | "failing";
  failed: string[];
  checks: {
    pool: Check<{
      waitingMs: number;
      lastWaitMs: number | null;
      lastFailed: boolean;
      limitMs: number;
    }>;
    eventLoop: Check<{ maxDelayMs: number; sustainedDelayMs: number; limitMs: number }>;
  };
};

const whole = (ms: number) => Math.round(ms);

export function liveness(figures: LivenessFigures, limits: LivenessLimits): LivenessReport {
  const poolStuck = figures.poolWaitingMs > limits.poolWaitMs;
  const loopBlocked = figures.eventLoopSustainedDelayMs > limits.eventLoopDelayMs;
  const pool = {
    waitingMs: whole(figures.poolWaitingMs),
    lastWaitMs: figures.lastPoolWaitMs === null ? null : whole(figures.lastPoolWaitMs),
    lastFailed: figures.lastPoolFailed,
    limitMs: limits.poolWaitMs,
  };
  const eventLoop = {
    maxDelayMs: whole(figures.eventLoopMaxDelayMs),
    sustainedDelayMs: whole(figures.eventLoopSustainedDelayMs),
    limitMs: limits.eventLoopDelayMs,
  };
  return {
    status: poolStuck || loopBlocked ? "failing" : "ok",
    failed: [...(poolStuck ? ["pool"] : []), ...(loopBlocked ? ["eventLoop"] : [])],
    checks: {
      pool: poolStuck
        ? {
            status: "failed",
            message: "The database pool has given no connection for longer than its limit.",
            ...pool,
          }
        : { status: "ok", ...pool },
      eventLoop: loopBlocked
        ? {
            status: "failed",
            message: "The event loop was blocked for longer than its limit, again and again.",
            ...eventLoop,
          }
        : { status: "ok", ...eventLoop },
    },
  };
}
