import "server-only";
import { openDatabase, type Database } from "./open";

/**
 * One connection (pool) per process. It hangs off globalThis because the proxy and the route
 * bundles are separate module graphs in one process, and PGlite must never be opened twice on
 * the same directory.
 */
const key = Symbol.for("atelier.db");
type Holder = { [key]?: Promise<Database> };

export function database(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[key] ??= openDatabase().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

export async function db() {
  return (await database()).db;
}
