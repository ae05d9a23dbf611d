import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

/**
 * How a cache of what a database holds can tell whether it still holds it (issue 27: the cart
 * read). PostgreSQL is written by other servers and scripts too: only the database itself can
 * say (`checkedInDatabase`). The embedded database counts its writes (`countWrites`).
 *
 * PGlite lives in this process and nothing else opens its folder, so every change to its data
 * passes through one of three methods of the one client: `query`, `exec` and `transaction`. Each
 * write moves the count when it starts and again when it ends. An answer read after taking the
 * count and kept under it is served only while the count stays put: a write that ran during or
 * after the read has moved it, even one queued before the read began (its end moves it).
 *
 * Only statements that start with `select` count as reads; everything else (`insert`, `with …
 * update`, DDL, `exec`'s scripts, every transaction) counts as a write. Counting too much costs
 * a cache miss; counting too little would serve a stale cart.
 */
type Epoch = { value: number };

// On globalThis like the client itself (lib/db/client.ts): the proxy and the route bundles are
// separate module graphs in one process, and all of them must see the same count.
const key = Symbol.for("atelier.db.freshness");
type Holder = { [key]?: { counted: WeakMap<object, Epoch>; shared: WeakSet<object> } };
const registry = ((globalThis as Holder)[key] ??= {
  counted: new WeakMap<object, Epoch>(),
  shared: new WeakSet<object>(),
});

/** Whether a statement only reads (see above): a plain `select`. */
export const isReadStatement = (sql: string) => /^\s*select\b/i.test(sql);

/**
 * Wraps the client's write paths so that they move the count; `handle` is the object the count
 * is found by afterwards (the Drizzle database built on this client).
 */
export function countWrites(client: PGlite, handle: object): void {
  const epoch: Epoch = { value: 0 };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    epoch.value += 1;
    try {
      return await run();
    } finally {
      epoch.value += 1;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    isReadStatement(sql)
      ? query<T>(sql, params, options)
      : around(() => query<T>(sql, params, options));
  client.exec = (sql: string, options?: QueryOptions) => around(() => exec(sql, options));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    around(() => transaction<T>(callback));
  registry.counted.set(handle, epoch);
}

/** Marks a PostgreSQL database (the Drizzle handle): a cache asks it whether it changed. */
export function checkedInDatabase(handle: object): void {
  registry.shared.add(handle);
}

/**
 * How to tell a database's state: its count of writes so far (embedded), "ask" (PostgreSQL), or
 * null for a handle that is neither (a transaction's own, whose reads a cache must not keep).
 */
export function freshnessOf(handle: object): { writes: number } | "ask" | null {
  const epoch = registry.counted.get(handle);
  if (epoch) return { writes: epoch.value };
  return registry.shared.has(handle) ? "ask" : null;
}
