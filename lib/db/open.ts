import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env, type Env } from "../env";
import { traceDatabaseQueries } from "../telemetry/db";
import { tracingOn } from "../telemetry/span";
import * as schema from "./schema";
import type { Db } from "./types";
import { checkedInDatabase, countWrites } from "./freshness";
import { silenceBounds, watchedSocket } from "./watched-socket";

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  migrate: () => Promise<void>;
};

/** Opens PGlite under .data/ by default, or PostgreSQL when DATABASE_URL is set. */
export async function openDatabase(): Promise<Database> {
  const { DATABASE_URL, DATABASE_POOL_SIZE, PGLITE_DIR } = env();
  // A span per statement when tracing is on (lib/telemetry/db.ts); untouched otherwise.
  if (tracingOn()) traceDatabaseQueries();
  if (DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // Transactions are postgres.js's own `sql.begin` (through drizzle's `db.transaction`): it
    // sends BEGIN, runs the body, sends COMMIT once the body's promise has settled (ROLLBACK when
    // it rejected), and rejects at once when its connection closes. Every wait on the server is
    // bounded by the timeouts below (docs/adr/0088).
    const client = postgres(DATABASE_URL, watchedPoolOptions(DATABASE_POOL_SIZE));
    const db = drizzle({ client, schema, casing: "snake_case" });
    checkedInDatabase(db);
    return {
      db,
      kind: "postgres",
      // In-flight statements get a few seconds to finish; then the connections are closed.
      close: () => client.end({ timeout: 5 }),
      migrate: async () => {
        // Migrations are an operator's step, not a request: their own connection, without the
        // statement timeout (an index built on a large table may take minutes).
        const own = postgres(DATABASE_URL, {
          ...postgresOptions(1),
          connection: { application_name: "atelier-migrate", statement_timeout: 0 },
        });
        try {
          await migrate(drizzle({ client: own, schema, casing: "snake_case" }), {
            migrationsFolder: migrationsFolder(),
          });
        } finally {
          await own.end({ timeout: 5 });
        }
      },
    };
  }
  // `memory://` gives a throw-away in-memory database (unit tests).
  const inMemory = PGLITE_DIR.startsWith("memory://");
  const dir = inMemory ? PGLITE_DIR : path.resolve(PGLITE_DIR);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema, casing: "snake_case" });
  // Caches of what the embedded database holds are checked against its count of writes.
  countWrites(client, db);
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
  };
}

/**
 * Seconds a pool connection that closed waits before it connects again, given how many connects
 * in a row failed (postgres.js's `backoff` option, typed in its Options). postgres.js's default
 * grows to 10-20 s (`3 ** retries / 100`, capped at 20, times 0.5-1) after six failures, and a
 * query handed to such a connection waits that long before it is even tried: after a 15 s
 * outage, requests waited 19 s, and the pool took 5 s to serve again once PostgreSQL was back
 * (the fault suite, issue 34). Capped at 1 s, a query during an outage fails within about a
 * second (503 with Retry-After) and the pool is whole about a second after the database returns;
 * one connect a second per pool connection is no load for PostgreSQL. Jittered, so the
 * connections of several servers do not reconnect in step.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 1) * (0.5 + Math.random() / 2);
}

/**
 * postgres.js's options: its connect timeout (seconds), its reconnect delay, and the server-side bounds as connection
 * parameters, set by PostgreSQL on every connection at start-up (a DATABASE_URL's query string
 * may override them). A failover leaves the pool whole: postgres.js opens a new connection for
 * the next query after one closes.
 */
function postgresOptions(max: number) {
  const e = env();
  return {
    max,
    onnotice: () => undefined,
    connect_timeout: e.DATABASE_CONNECT_TIMEOUT_MS / 1000,
    backoff: reconnectDelaySeconds,
    // Closed after this long idle: before the watched socket's silence bound (./watched-socket.ts).
    idle_timeout: silence(e).idleTimeoutSeconds,
    // TCP keep-alive probes on a connection idle this many seconds (postgres.js's default: 60),
    // so a pooled connection whose server vanished without a word is found out sooner.
    keep_alive: 10,
    connection: {
      application_name: "atelier",
      statement_timeout: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lock_timeout: e.DATABASE_LOCK_TIMEOUT_MS,
      idle_in_transaction_session_timeout: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

const silence = (e: Env) =>
  silenceBounds({
    connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });

/**
 * The pool's options with the watched socket: a server that stops answering without closing the
 * connection fails the queries within the silence bound (./watched-socket.ts). postgres.js
 * documents the `socket` option (README, "Custom socket") but its types do not name it, hence
 * the wider type.
 */
function watchedPoolOptions(max: number): ReturnType<typeof postgresOptions> & {
  socket: ReturnType<typeof watchedSocket>;
} {
  const e = env();
  return {
    ...postgresOptions(max),
    socket: watchedSocket(silence(e).silenceMs),
  };
}

const migrationsFolder = () => path.resolve(process.cwd(), "lib/db/migrations");
