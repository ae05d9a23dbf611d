import "server-only";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { SpanKind, withSpan } from "./span";

/**
 * One span per SQL statement, on both drivers (PGlite and postgres.js) and inside transactions.
 * Every Drizzle query of either driver runs through `PgPreparedQuery#queryWithCache(sql, params,
 * run)`; wrapping that one method is the narrowest hook Drizzle offers (its own tracing calls
 * are compiled to no-ops). It is internal to Drizzle: tests/api/traces.test.ts fails if an
 * upgrade renames it, because the placeOrder trace then has no database spans.
 *
 * The span holds the statement with its `$1` placeholders, never the parameters: those are
 * what shoppers typed.
 */
type QueryMetadata = { tables?: string[] } | undefined;
type QueryWithCache = (
  this: { queryMetadata?: QueryMetadata },
  sql: string,
  params: unknown[],
  run: () => Promise<unknown>,
) => Promise<unknown>;

const PATCHED = Symbol.for("atelier.tracing.drizzle");

/** `select`, `update`…: the statement's first keyword. */
function sqlOperation(sql: string): string {
  return /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? "query";
}

export function traceDatabaseQueries(): void {
  const prototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache?: QueryWithCache;
    [PATCHED]?: true;
  };
  const original = prototype.queryWithCache;
  if (typeof original !== "function") {
    throw new Error(
      "Drizzle no longer has PgPreparedQuery#queryWithCache: update lib/telemetry/db.ts.",
    );
  }
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  prototype.queryWithCache = function traced(this, sql, params, run) {
    // From the SQL: Drizzle's metadata calls an update an insert.
    const operation = sqlOperation(sql);
    const tables = this.queryMetadata?.tables ?? [];
    return withSpan(
      tables.length > 0 ? `${operation} ${tables.join(",")}` : operation,
      {
        "db.system.name": "postgresql",
        "db.operation.name": operation,
        ...(tables.length > 0 ? { "db.collection.name": tables.join(",") } : {}),
        "db.query.text": sql,
      },
      () => original.call(this, sql, params, run),
      SpanKind.CLIENT,
    );
  };
}
