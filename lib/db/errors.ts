/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver
 * raised it and however deep drizzle wrapped it: the database's own answer to a race two
 * requests lost, which callers turn into the same 422 as the check they raced past.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const record = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (record.code === "23505") {
      const name = record.constraint ?? record.constraint_name;
      return !constraint || name === undefined || name === constraint;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
