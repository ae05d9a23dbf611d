import { PGlite } from "@electric-sql/pglite";
import { checkedInDatabase, countWrites, freshnessOf, isReadStatement } from "@/lib/db/freshness";

/**
 * Issue 27: the cart read cache trusts the embedded database's count of writes. Every write
 * path of the client must move it (before and after, so a read overlapping a write sees it
 * move), and reads must not, or nothing could ever be kept.
 */
describe("the embedded database's count of writes", () => {
  let client: PGlite;
  const handle = {};
  const writes = () => {
    const freshness = freshnessOf(handle);
    if (freshness === null || freshness === "ask") throw new Error("not counted");
    return freshness.writes;
  };

  beforeAll(async () => {
    client = await PGlite.create();
    countWrites(client, handle);
    await client.exec("create table things (id int primary key, name text)");
  });
  afterAll(() => client.close());

  it("stays put for reads", async () => {
    const before = writes();
    await client.query("select * from things");
    await client.query("  SELECT 1");
    await client.sql`select count(*) from things`;
    expect(writes()).toBe(before);
  });

  it("moves on every write, when it starts and when it ends", async () => {
    let before = writes();
    const pending = client.query("insert into things values (1, 'a')");
    expect(writes()).toBe(before + 1);
    await pending;
    expect(writes()).toBe(before + 2);

    before = writes();
    await client.query("with gone as (delete from things where id = 1 returning id) select 1");
    await client.exec("insert into things values (2, 'b')");
    await client.sql`update things set name = ${"c"} where id = 2`;
    expect(writes()).toBe(before + 6);
  });

  it("moves around a whole transaction, and after a write that failed", async () => {
    let before = writes();
    let inside = 0;
    await client.transaction(async (tx) => {
      inside = writes();
      await tx.query("insert into things values (3, 'd')");
    });
    expect(inside).toBe(before + 1);
    expect(writes()).toBe(before + 2);

    before = writes();
    await expect(client.query("insert into things values (3, 'again')")).rejects.toThrow();
    expect(writes()).toBe(before + 2);
  });

  it("is unknown for other handles, and 'ask' for a database others write to", () => {
    const postgres = {};
    expect(freshnessOf({})).toBeNull();
    checkedInDatabase(postgres);
    expect(freshnessOf(postgres)).toBe("ask");
  });

  it("reads only plain selects as reads", () => {
    expect(isReadStatement('select "id" from "orders"')).toBe(true);
    expect(isReadStatement("\n  SELECT 1")).toBe(true);
    expect(isReadStatement("insert into orders default values")).toBe(false);
    expect(isReadStatement("with x as (update orders set total = 0) select 1")).toBe(false);
    expect(isReadStatement("selective_function()")).toBe(false);
  });
});
