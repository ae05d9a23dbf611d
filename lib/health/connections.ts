import "server-only";
import postgres from "postgres";
import { createClient } from "redis";
import type { ProbeConnection } from "./dedicated-probe";

/**
 * The readiness probes' own connections to PostgreSQL and Redis, each with short time-outs of its
 * own: the app's pool and shared Redis connection may be busy or retrying, and their answer is
 * what a load balancer must not wait on.
 */
export type ProbeTimeouts = { connectMs: number; statementMs: number };

/** One PostgreSQL connection: answers when it can take a write (a primary, not a standby). */
export function postgresProbeConnection(url: string, timeouts: ProbeTimeouts): ProbeConnection {
  const sql = postgres(url, {
    max: 1,
    // postgres.js counts these in seconds.
    connect_timeout: Math.max(1, Math.ceil(timeouts.connectMs / 1000)),
    // Kept between probes (one backend per server, not one per probe), closed when probes stop.
    idle_timeout: 60,
    fetch_types: false,
    prepare: false,
    onnotice: () => undefined,
    connection: {
      application_name: "atelier-ready-probe",
      statement_timeout: timeouts.statementMs,
    },
  });
  return {
    async check() {
      const [row] = await sql<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`;
      // After a failover the old primary may come back as a standby: it answers, but no order
      // could be written there.
      if (row?.standby) throw new Error("the database is a standby (read-only)");
    },
    drop() {
      sql.end({ timeout: 0 }).catch(() => undefined);
    },
  };
}

/** One Redis connection that never retries by itself and never queues a command while away. */
export function redisProbeConnection(
  url: string,
  timeouts: ProbeTimeouts,
  onError: (error: Error) => void,
): ProbeConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeouts.connectMs, reconnectStrategy: false },
  });
  // Without a listener a lost connection would be an uncaught error.
  client.on("error", onError);
  let connecting: Promise<unknown> | null = null;
  return {
    async check() {
      if (!client.isReady) await (connecting ??= client.connect());
      await client.ping();
    },
    drop() {
      if (client.isOpen) client.destroy();
    },
  };
}
