import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "../env";
import { traceDatabaseQueries } from "../telemetry/db";
import { tracingOn } from "../telemetry/span";
import * as schema from "./schema";
import type { Db } from "./types";
import { checkedInDatabase, countWrites } from "./freshness";
import { pipelineBegin } from "./pipelined-begin";

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
    const client = postgres(DATABASE_URL, {
      max: DATABASE_POOL_SIZE,
      onnotice: () => undefined,
    });
    // BEGIN travels with each transaction's first statements (lib/db/pipelined-begin.ts).
    pipelineBegin(client);
    const db = drizzle({ client, schema, casing: "snake_case" });
    checkedInDatabase(db);
    return {
      db,
      kind: "postgres",
      close: () => client.end(),
      migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
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

const migrationsFolder = () => path.resolve(process.cwd(), "lib/db/migrations");
