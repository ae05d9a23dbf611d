import "server-only";
import type { ReservedSql, Sql, TransactionSql } from "postgres";
import type { Tx } from "./types";

type Body<T> = (tx: TransactionSql) => T | Promise<T>;

/**
 * postgres.js sends BEGIN and waits for its answer before a transaction's first statement: a
 * round trip of its own for every transaction (placeOrder has two). With this, BEGIN is sent on
 * the transaction's connection and its statements follow at once, travelling together;
 * PostgreSQL runs them in order, so they run inside it. Everything else is as postgres.js's own
 * `begin` does it: the body's error rolls back and is thrown, a statement that failed unawaited
 * still fails the transaction (PostgreSQL then answers COMMIT with ROLLBACK), and the connection
 * goes back to the pool either way. Drizzle's transactions (and their savepoints) run on it
 * unchanged. A transaction with options (an isolation level) keeps postgres.js's own path.
 */
export function pipelineBegin(sql: Sql): void {
  const original = sql.begin.bind(sql);
  const begin = <T>(first: string | Body<T>, second?: Body<T>): Promise<T> =>
    typeof first === "function" ? pipelined(sql, first) : (original(first, second!) as Promise<T>);
  (sql as unknown as { begin: typeof begin }).begin = begin;
}

/** `commitNow` for the transactions running here, by their postgres.js client. */
const early = new WeakMap<object, () => void>();

/**
 * Sends COMMIT behind the statements the transaction has issued so far, without waiting for
 * their answers, instead of after its body returns: its last statements and COMMIT travel together. A failure of one of them still
 * fails the transaction (PostgreSQL answers COMMIT with ROLLBACK, and the body sees the failure of
 * the statement it awaits), but nothing the body does afterwards can take the transaction back.
 * Elsewhere (the embedded database, postgres.js's own transactions) it does nothing: the
 * transaction commits when its body returns, as always.
 */
export function commitNow(tx: Tx): void {
  const client: unknown = (tx._.session as unknown as { client?: unknown }).client;
  if (typeof client === "function") early.get(client)?.();
}

async function pipelined<T>(sql: Sql, body: Body<T>): Promise<T> {
  const reserved = await sql.reserve();
  try {
    const begun = reserved.unsafe("begin").execute();
    // Awaited after the body: a BEGIN that failed fails the statements behind it as well.
    begun.catch(() => undefined);
    const sendCommit = () => reserved.unsafe("commit").execute();
    let commit: Promise<Awaited<ReturnType<typeof sendCommit>>> | null = null;
    const tx = asTransaction(reserved);
    early.set(tx, () => {
      // postgres.js hands a statement to its connection some microtasks after it is issued, and
      // drizzle adds more: a macrotask later, every statement issued so far is on the
      // connection, and COMMIT goes behind them (postgres.js itself writes at setImmediate, so
      // they still leave together).
      commit ??= new Promise((resolve) => setImmediate(() => resolve(sendCommit())));
      commit.catch(() => undefined);
    });
    let result: T;
    try {
      result = await body(tx);
      await begun;
    } catch (error) {
      await reserved.unsafe("rollback").catch(() => undefined);
      throw error;
    }
    const done = await (commit ?? sendCommit());
    if (done.command !== "COMMIT") {
      throw new Error(
        `The transaction was rolled back: a statement in it failed (${done.command}).`,
      );
    }
    return result;
  } finally {
    reserved.release();
  }
}

/** The reserved connection with `savepoint`, as drizzle's nested transactions ask for it. */
function asTransaction(reserved: ReservedSql): TransactionSql {
  let count = 0;
  const tx = Object.assign(reserved, {
    async savepoint<T>(first: string | Body<T>, second?: Body<T>): Promise<T> {
      const body = typeof first === "function" ? first : second!;
      const name = `s${(count += 1)}`;
      await reserved.unsafe(`savepoint ${name}`);
      try {
        return await body(tx);
      } catch (error) {
        await reserved.unsafe(`rollback to savepoint ${name}`);
        throw error;
      }
    },
  }) as unknown as TransactionSql;
  return tx;
}
