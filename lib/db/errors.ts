import { DomainError } from "../errors";
import { recordDatabaseUnavailable } from "../http/dependency-outage.mjs";

/** The causes drizzle (DrizzleQueryError) and others wrap a driver's error in, outermost first. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver
 * raised it and however deep drizzle wrapped it: the database's own answer to a race two
 * requests lost, which callers turn into the same 422 as the check they raced past.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const record of causes(error)) {
    if (record.code === "23505") {
      const name = record.constraint ?? record.constraint_name;
      return !constraint || name === undefined || name === constraint;
    }
  }
  return false;
}

/**
 * postgres.js's own codes for a connection it lost or could not open (src/errors.js
 * `Errors.connection`, raised in src/connection.js), and Node's for a socket that failed.
 */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that say "not now" rather than "wrong": the server shuts down or is starting
 * (57P01-57P03), a statement or lock wait ran past its timeout or was cancelled (57014, 55P03),
 * the session idled in a transaction past its timeout (25P03), too many connections (53300), a
 * serialization failure or deadlock (40001, 40P01: nothing here retries them). Class 08 is every
 * connection exception.
 */
const UNAVAILABLE_STATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "55P03",
  "25P03",
  "53300",
  "40001",
  "40P01",
]);

/**
 * Whether an error says the database cannot answer now (lost, unreachable, shutting down, or a
 * timeout that bounds a wait), as opposed to a fault in the statement or the data: worth the
 * client trying again in a few seconds. PostgreSQL's errors (postgres.js's PostgresError, PGlite's
 * DatabaseError) carry the SQLSTATE in `code`; postgres.js's connection errors carry its own
 * code there too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const record of causes(error)) {
    const code = record.code;
    if (typeof code !== "string") continue;
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  return false;
}

/** The code the classifier matched (for the log line): a code, never a message with data. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const record of causes(error)) {
    if (typeof record.code === "string") return record.code;
  }
  return undefined;
}

/** How long a client is asked to wait before trying again (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store cannot reach its database right now. Please try again in a few seconds.";

/**
 * Whether `error` says the database cannot answer now, remembered process-wide when it does: a
 * page that failed on it is then answered 503 rather than 500 (server/unavailable-page.mjs), even
 * once the database answers again (a cut connection heals at once).
 */
export function noteDatabaseUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  recordDatabaseUnavailable();
  return true;
}

/** The domain's word for a database that cannot answer now (null: some other failure). */
export function databaseUnavailable(error: unknown): DomainError | null {
  if (!noteDatabaseUnavailable(error)) return null;
  return DomainError.unavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
}
