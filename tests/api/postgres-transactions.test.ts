import { sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";

jest.mock("server-only", () => ({}));

/**
 * lib/db/pipelined-begin.ts on a real PostgreSQL (the suite's PostgreSQL pass: scripts/test-api.sh
 * with DATABASE_URL; the embedded database has no connection to send ahead on). BEGIN and COMMIT
 * travel with a transaction's statements: they must still run inside it, all or nothing.
 */
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres("transactions sent ahead on PostgreSQL", () => {
  const table = `pipelined_check_${process.pid}`;
  let client: ReturnType<typeof postgres>;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    client = postgres(url ?? "", { max: 3, onnotice: () => undefined });
    pipelineBegin(client);
    db = drizzle({ client });
    await client.unsafe(`create table ${table} (id integer primary key)`);
  });
  afterAll(async () => {
    await client.unsafe(`drop table if exists ${table}`);
    await client.end();
  });

  const ids = async () =>
    (await client.unsafe<{ id: number }[]>(`select id from ${table} order by id`)).map(
      (row) => row.id,
    );
  const insert = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) =>
    tx.execute(sql`insert into ${sql.identifier(table)} (id) values (${id})`);

  it("runs the statements sent with COMMIT in the transaction: one fails, none stays", async () => {
    const { commitNow } = await import("@/lib/db/pipelined-begin");
    await client.unsafe(`insert into ${table} (id) values (1)`);
    const failing = db.transaction(async (tx) => {
      const first = insert(tx, 2);
      const duplicate = insert(tx, 1);
      commitNow(tx as never);
      await Promise.all([first, duplicate]);
    });
    await expect(failing).rejects.toThrow();
    expect(await ids()).toEqual([1]);
  });

  it("commits what was sent with COMMIT, in one transaction", async () => {
    const { commitNow } = await import("@/lib/db/pipelined-begin");
    const seen = await db.transaction(async (tx) => {
      const a = tx.execute(sql`select txid_current() as id`);
      const b = insert(tx, 3);
      const c = tx.execute(sql`select txid_current() as id`);
      commitNow(tx as never);
      const [first, , last] = await Promise.all([a, b, c]);
      return [first, last].map((rows) => (rows as unknown as { id: string }[])[0]?.id);
    });
    expect(seen[0]).toBeDefined();
    expect(seen[0]).toBe(seen[1]);
    expect(await ids()).toEqual([1, 3]);
  });

  it("does the same with prepared statements, which travel with COMMIT in one write", async () => {
    const { commitNow } = await import("@/lib/db/pipelined-begin");
    const checks = pgTable(table, { id: integer("id").primaryKey() });
    type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
    const prepared = (tx: Tx, id: number) =>
      tx
        .insert(checks)
        .values({ id: sql.placeholder("id") })
        .prepare("pipelined_check_insert")
        .execute({ id });
    // Prepared on every connection first: then nothing waits for a description.
    for (let round = 0; round < 3; round += 1) {
      await db.transaction(async (tx) => {
        await prepared(tx, 100 + round);
      });
    }
    const failing = db.transaction(async (tx) => {
      const first = prepared(tx, 5);
      const duplicate = prepared(tx, 1);
      commitNow(tx as never);
      await Promise.all([first, duplicate]);
    });
    await expect(failing).rejects.toThrow();
    expect(await ids()).toEqual([1, 3, 100, 101, 102]);
    await client.unsafe(`delete from ${table} where id >= 100`);
  });

  it("rolls back a transaction whose body throws, BEGIN sent ahead", async () => {
    const failing = db.transaction(async (tx) => {
      await insert(tx, 4);
      throw new Error("the body changed its mind");
    });
    await expect(failing).rejects.toThrow("the body changed its mind");
    expect(await ids()).toEqual([1, 3]);
  });
});
