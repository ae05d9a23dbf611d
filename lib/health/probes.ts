import "server-only";
import { sql } from "drizzle-orm";
import { readRetailStores } from "../catalogue/read";
import { database } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { postgresProbeConnection, redisProbeConnection } from "./connections";
import { DedicatedProbe } from "./dedicated-probe";
import { EventLoopWatch } from "./event-loop";
import { liveness, type LivenessReport } from "./liveness";
import { PoolSentinel } from "./pool-sentinel";
import { readiness, type ReadinessCheck, type ReadinessReport } from "./readiness";
import { isDraining } from "../http/server-marks.mjs";
import { msSinceDatabaseUnavailable } from "../http/dependency-outage.mjs";

/** Load balancers give up after a few seconds; each dependency gets less than that. */
const LIMIT_MS = 2_000;
/** The readiness probes' own connections: a reachable dependency answers well within these. */
const PROBE_TIMEOUTS = { connectMs: 1_500, statementMs: 1_000 };
/**
 * How long after the app last saw the database unavailable a page's 500 is still put down to it:
 * a cut connection fails the requests on it and the pool reconnects at once, so the probe alone
 * would find the database well by the time the failed page is answered.
 */
const RECENT_OUTAGE_MS = 5_000;
/** At most one pool sentinel a second, however often the orchestrators ask. */
const SENTINEL_INTERVAL_MS = 1_000;
/** The event loop must be blocked in each of the last two of these to fail liveness. */
const LOOP_WINDOW_MS = 5_000;

type Watch = {
  sentinel: PoolSentinel;
  loop: EventLoopWatch;
  postgres: DedicatedProbe | null;
  redis: DedicatedProbe | null;
};

/**
 * One per process, on globalThis (each route bundle is a module graph of its own), made by the
 * first probe: the event loop is watched from then on, not through start-up, whose loading
 * blocks the loop for a second or more before the server listens.
 */
const KEY = Symbol.for("atelier.health");
const holder = globalThis as { [KEY]?: Watch };

function watch(): Watch {
  const known = holder[KEY];
  if (known) return known;
  const { DATABASE_URL, REDIS_URL } = env();
  const warn = (error: Error) => log().warn({ err: error.message }, "[ready] probe connection");
  return (holder[KEY] = {
    sentinel: new PoolSentinel(async () => (await database()).db.execute(sql`select 1`), {
      intervalMs: SENTINEL_INTERVAL_MS,
    }),
    loop: new EventLoopWatch(LOOP_WINDOW_MS),
    postgres: DATABASE_URL
      ? new DedicatedProbe(() => postgresProbeConnection(DATABASE_URL, PROBE_TIMEOUTS), LIMIT_MS)
      : null,
    redis: REDIS_URL
      ? new DedicatedProbe(() => redisProbeConnection(REDIS_URL, PROBE_TIMEOUTS, warn), LIMIT_MS)
      : null,
  });
}

/** Whether this process can still make progress (GET /api/health). */
export function serverLiveness(): LivenessReport & { draining: boolean } {
  const { sentinel, loop } = watch();
  const pool = sentinel.read();
  const {
    HEALTH_POOL_WAIT_MS,
    HEALTH_EVENT_LOOP_MS,
    DATABASE_STATEMENT_TIMEOUT_MS,
    DATABASE_CONNECT_TIMEOUT_MS,
  } = env();
  const poolWaitMs =
    HEALTH_POOL_WAIT_MS ?? DATABASE_STATEMENT_TIMEOUT_MS + DATABASE_CONNECT_TIMEOUT_MS;
  const report = liveness(
    {
      poolWaitingMs: pool.waitingMs,
      lastPoolWaitMs: pool.lastWaitMs,
      lastPoolFailed: pool.lastFailed,
      eventLoopMaxDelayMs: loop.recentMaxDelayMs(),
      eventLoopSustainedDelayMs: loop.sustainedDelayMs(),
    },
    { poolWaitMs, eventLoopDelayMs: HEALTH_EVENT_LOOP_MS },
  );
  if (report.status === "failing") log().error({ failed: report.failed }, "[health] failing");
  return { ...report, draining: isDraining() };
}

/** What a request needs: the database, Redis when several servers share it, the catalogue. */
function checks(): ReadinessCheck[] {
  const { postgres, redis } = watch();
  return [
    {
      name: "database",
      // The embedded database lives in this process: its own handle is the only way in.
      probe: postgres
        ? () => postgres.check()
        : async () => (await database()).db.execute(sql`select 1`),
      failure: "The database did not answer.",
    },
    {
      name: "redis",
      probe: redis ? () => redis.check() : null,
      failure: "Redis (REDIS_URL) did not answer.",
    },
    {
      name: "catalogue",
      probe: async () => {
        // The smallest file every page needs (the proxy reads it for the store).
        if ((await readRetailStores()).length === 0) throw new Error("no retail stores");
      },
      failure: "The published catalogue could not be read.",
    },
  ];
}

export type ServerReadiness = ReadinessReport | { status: "draining" };

/**
 * This server's readiness, its failures logged with their causes; a draining server is not
 * ready whatever its dependencies say (it is finishing its requests before it exits).
 */
export async function serverReadiness(): Promise<ServerReadiness> {
  if (isDraining()) return { status: "draining" };
  return readiness(checks(), {
    limitMs: LIMIT_MS,
    onFailure: (check, cause) => log().warn({ check, err: cause }, "[ready] check failed"),
  });
}

/**
 * Why the database cannot answer now, or null when it does (server/unavailable-page.mjs asks
 * this before a page's 500 leaves, through the hook instrumentation.ts registers): the app saw it
 * unavailable within RECENT_OUTAGE_MS, or the dedicated probe (its own connection, never the
 * app's pool, bounded by LIMIT_MS) gets no answer. Redis is not asked: every Redis call has a
 * fallback (lib/shared-state), so a Redis outage never fails a page, and a page failing while
 * Redis is down is a bug to see as a 500. The embedded database (PGlite) lives in this process:
 * no outage of its own to tell apart from a bug.
 */
export async function databaseOutage(): Promise<string | null> {
  const since = msSinceDatabaseUnavailable();
  if (since !== null && since <= RECENT_OUTAGE_MS) {
    return `the app saw the database unavailable ${since} ms ago`;
  }
  const { postgres } = watch();
  if (!postgres) return null;
  try {
    await postgres.check();
    return null;
  } catch (error) {
    return `the database probe failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
