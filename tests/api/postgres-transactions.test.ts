import { sql } from "drizzle-orm";
import postgres from "postgres";
import type { Database } from "@/lib/db/open";

import { within } from "./support/within";

jest.mock("server-only", () => ({}));

/**
 * Transactions on a real PostgreSQL, through the app's own database module (lib/db/open.ts,
 * `openDatabase`: its timeouts and its pool, here of ONE connection) — the suite's PostgreSQL
 * pass (scripts/test-api.sh with DATABASE_URL). The embedded database has no connection to cut,
 * so the file is skipped there.
 */
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres("transactions on PostgreSQL, through openDatabase with a pool of one", () => {
  const table = `tx_check_${process.pid}`;
  let database: Database;
  /** A second connection, outside the app's pool: the one that cuts and that holds locks. */
  let admin: ReturnType<typeof postgres>;

  beforeAll(async () => {
    process.env.DATABASE_POOL_SIZE = "1";
    const { openDatabase } = await import("@/lib/db/open");
    database = await openDatabase();
    admin = postgres(url ?? "", { max: 2, onnotice: () => undefined });
    await admin.unsafe(
      `create table ${table} (id integer primary key, n integer not null default 0)`,
    );
  });
  afterAll(async () => {
    await admin.unsafe(`drop table if exists ${table}`);
    await admin.end();
    await database.close();
  });
  beforeEach(async () => {
    await admin.unsafe(`delete from ${table}`);
  });

  const ids = async () =>
    (await admin.unsafe<{ id: number }[]>(`select id from ${table} order by id`)).map(
      (row) => row.id,
    );
  const insert = (reader: Pick<Database["db"], "execute">, id: number) =>
    reader.execute(sql`insert into ${sql.identifier(table)} (id) values (${id})`);
  const backendPid = async (reader: Pick<Database["db"], "execute">) => {
    const rows = (await reader.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      pid: number;
    }[];
    return rows[0]!.pid;
  };

  it("opens the pool of one it is asked for", async () => {
    // Two queries at once share the pool's one connection (else "the next query on the same
    // pool" below would prove nothing).
    const [a, b] = await Promise.all([backendPid(database.db), backendPid(database.db)]);
    expect(a).toBe(b);
  });

  it("fails a transaction whose connection is cut between two statements at once, and the pool serves the next query", async () => {
    const started = Date.now();
    const transaction = database.db.transaction(async (tx) => {
      await insert(tx, 1);
      const pid = await backendPid(tx);
      await admin`select pg_terminate_backend(${pid})`;
      await insert(tx, 2);
    });
    const outcome = await within(3_000, transaction);
    expect(outcome.status).toBe("rejected");
    expect(Date.now() - started).toBeLessThan(2_500);
    const { isDatabaseUnavailable } = await import("@/lib/db/errors");
    expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
    // The pool's one connection is whole again: the next query runs (on a new backend).
    const next = await within(3_000, database.db.execute(sql`select 1 as one`));
    expect(next.status).toBe("fulfilled");
    expect(await ids()).toEqual([]);
  });

  it("fails a transaction blocked on a row lock past the lock timeout as unavailable, and gives its connection back", async () => {
    await admin.unsafe(`insert into ${table} (id) values (7)`);
    const { env } = await import("@/lib/env");
    const lockMs = env().DATABASE_LOCK_TIMEOUT_MS;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another session holds the row (as the fault suite holds the stock rows) for longer.
    let locked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = admin.begin(async (other) => {
      await other.unsafe(`select id from ${table} where id = 7 for update`);
      locked();
      await released;
    });
    await held;
    try {
      const started = Date.now();
      const blocked = database.db.transaction(async (tx) => {
        await tx.execute(sql`update ${sql.identifier(table)} set n = n + 1 where id = 7`);
      });
      const outcome = await within(lockMs + 3_000, blocked);
      expect(outcome.status).toBe("rejected");
      expect(Date.now() - started).toBeLessThan(lockMs + 2_000);
      const { isDatabaseUnavailable } = await import("@/lib/db/errors");
      expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
      const next = await within(2_000, database.db.execute(sql`select 1 as one`));
      expect(next.status).toBe("fulfilled");
    } finally {
      release();
      await holder;
    }
  });

  it("runs statements issued together inside a transaction in it: one fails, none stays", async () => {
    await admin.unsafe(`insert into ${table} (id) values (1)`);
    const failing = database.db.transaction(async (tx) => {
      await Promise.all([insert(tx, 2), insert(tx, 1), insert(tx, 3)]);
    });
    await expect(failing).rejects.toThrow();
    expect(await ids()).toEqual([1]);
  });

  it("commits statements issued together in one transaction", async () => {
    const seen = await database.db.transaction(async (tx) => {
      const txid = sql`select txid_current() as id`;
      const [first, , last] = await Promise.all([
        tx.execute(txid),
        insert(tx, 3),
        tx.execute(txid),
      ]);
      return [first, last].map((rows) => (rows as unknown as { id: string }[])[0]?.id);
    });
    expect(seen[0]).toBeDefined();
    expect(seen[0]).toBe(seen[1]);
    expect(await ids()).toEqual([3]);
  });

  it("rolls back a transaction whose body throws", async () => {
    const failing = database.db.transaction(async (tx) => {
      await insert(tx, 4);
      throw new Error("the body changed its mind");
    });
    await expect(failing).rejects.toThrow("the body changed its mind");
    expect(await ids()).toEqual([]);
  });

  it("sets the server-side timeouts on every connection", async () => {
    const { env } = await import("@/lib/env");
    const rows = (await database.db.execute(
      sql`select name, setting from pg_settings
          where name in ('statement_timeout', 'lock_timeout',
                         'idle_in_transaction_session_timeout', 'application_name')
          order by name`,
    )) as unknown as { name: string; setting: string }[];
    const e = env();
    expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toEqual({
      application_name: "atelier",
      idle_in_transaction_session_timeout: String(e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS),
      lock_timeout: String(e.DATABASE_LOCK_TIMEOUT_MS),
      statement_timeout: String(e.DATABASE_STATEMENT_TIMEOUT_MS),
    });
  });
});
