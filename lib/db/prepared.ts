import "server-only";
import { sql, type AnyColumn, type Query, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./types";

export type Reader = Db | Tx;

type Built = { getQuery(): Query };

/** What drizzle keeps on a prepared query to map its rows (its types do not show them). */
type Mapping = {
  fields?: unknown;
  customResultMapper?: unknown;
  _isResponseInArrayMode?: unknown;
  joinsNotNullableMap?: unknown;
};

type Template = { query: Query; mapping: Mapping };

function templateOf(statement: Built): Template | null {
  // A drizzle release that renames these makes every reader build its own statement again:
  // slower, never wrong.
  if (!("fields" in statement) || !("customResultMapper" in statement)) return null;
  const mapping = statement as Mapping;
  if (typeof mapping._isResponseInArrayMode !== "boolean") return null;
  return { query: statement.getQuery(), mapping };
}

function fromTemplate(reader: Reader, name: string, { query, mapping }: Template): unknown {
  const statement = reader._.session.prepareQuery(
    query,
    mapping.fields as Parameters<Reader["_"]["session"]["prepareQuery"]>[1],
    name,
    mapping._isResponseInArrayMode === true,
    mapping.customResultMapper as Parameters<Reader["_"]["session"]["prepareQuery"]>[4],
  );
  if (mapping.joinsNotNullableMap !== undefined) {
    (statement as Mapping).joinsNotNullableMap = mapping.joinsNotNullableMap;
  }
  return statement;
}

/**
 * A statement run on every order (or every cart read): built once per process with placeholders
 * and prepared by name. Drizzle sends an unnamed statement to PostgreSQL as two round trips
 * (postgres.js asks for its parameter types first, then runs it) and builds its SQL anew each
 * time; a named one is parsed once per connection and then costs one round trip, and several
 * sent together travel together.
 *
 * Each reader (the database, or a transaction, which must run its own statements) gets its
 * statement once. A transaction is a new reader every time: its statement is made from the SQL
 * and row mapping built the first time (both depend only on the schema, the same for every
 * reader) through the session's public `prepareQuery`, so it is not built again either.
 */
export function reusedStatement<P extends Built>(
  name: string,
  build: (reader: Reader) => { prepare(name: string): P },
): (reader: Reader) => P {
  const byReader = new WeakMap<Reader, P>();
  let template: Template | null | undefined;
  return (reader) => {
    const known = byReader.get(reader);
    if (known) return known;
    let statement: P;
    if (template) {
      // The same class `build(reader).prepare(name)` would give: drizzle's `prepare` calls this.
      statement = fromTemplate(reader, name, template) as P;
    } else {
      statement = build(reader).prepare(name);
      if (template === undefined) template = templateOf(statement);
    }
    byReader.set(reader, statement);
    return statement;
  };
}

/**
 * A placeholder whose value is encoded as `column` encodes its own (a Date for a timestamp), in
 * the form an update's `set` accepts.
 */
export const placeholderAs = (name: string, column: AnyColumn): SQL =>
  sql`${sql.param(sql.placeholder(name), column)}`;

const dialect = new PgDialect({ casing: "snake_case" });

type RawStatement = { execute(values?: Record<string, unknown>): Promise<unknown> };

/**
 * A statement drizzle's builders cannot say, written in SQL, prepared like `reusedStatement`'s:
 * built once, named, one round trip. Its rows, if any, are not read.
 */
export function reusedSql(name: string, statement: SQL): (reader: Reader) => RawStatement {
  const query = dialect.sqlToQuery(statement);
  const byReader = new WeakMap<Reader, RawStatement>();
  return (reader) => {
    let prepared = byReader.get(reader);
    if (!prepared) {
      prepared = reader._.session.prepareQuery(query, undefined, name, false);
      byReader.set(reader, prepared);
    }
    return prepared;
  };
}
