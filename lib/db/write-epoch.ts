import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

/**
 * A count of the writes to the embedded database, for caches of what it holds (issue 27: the
 * cart read). PGlite lives in this process and nothing else opens its folder, so every change to
 * its data passes through one of three methods of the one client: `query`, `exec` and
 * `transaction`. Each write moves the count when it starts and again when it ends (a seqlock):
 * a reader that saw the same count before and after its own read knows no write ran in between,
 * and an answer kept under that count stays true while the count does not move.
 *
 * Only statements that start with `select` count as reads; everything else (`insert`, `with …
 * update`, DDL, `exec`'s scripts, every transaction) counts as a write. Counting too much costs
 * a cache miss; counting too little would serve a stale cart.
 */
type Epoch = { value: number };

// On globalThis like the client itself (lib/db/client.ts): the proxy and the route bundles are
// separate module graphs in one process, and all of them must see the same count.
const key = Symbol.for("atelier.db.writeEpoch");
type Holder = { [key]?: WeakMap<object, Epoch> };
const watched = ((globalThis as Holder)[key] ??= new WeakMap<object, Epoch>());

const READ = /^\s*select\b/i;

/** Whether a statement only reads (see above): a plain `select`. */
export const isReadStatement = (sql: string) => READ.test(sql) && !/\bfor\s+update\b/i.test(sql);

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
  watched.set(handle, epoch);
}

/**
 * The count of writes so far for a database whose writes are counted, or null for one that is
 * not (PostgreSQL, which other processes write to; a transaction's own handle).
 */
export function writeEpoch(handle: object): number | null {
  return watched.get(handle)?.value ?? null;
}
