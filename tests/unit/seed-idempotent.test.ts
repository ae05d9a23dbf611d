import { sql } from "drizzle-orm";
import { seed } from "@/scripts/seed/run";
import { DEMO_PLAN, seededDatabaseForFile } from "./support/seeded-db";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const scratchDb = seededDatabaseForFile({ seeded: false });

/** PGlite answers `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function snapshot(): Promise<string> {
  const tables = rowsOf<{ tablename: string }>(
    await scratchDb.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ digest: string | null; n: number }>(
      await scratchDb.database.db.execute(
        sql`select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::int as n from ${sql.identifier(tablename)} t`,
      ),
    );
    parts.push(`${tablename}:${row?.n}:${row?.digest}`);
  }
  return parts.join("\n");
}

describe("db:seed", () => {
  it("seeds an empty database, and a second run changes nothing", async () => {
    const { database, dirs } = scratchDb;
    const first = await seed(database, dirs, DEMO_PLAN);
    expect(first.insertedTotal).toBeGreaterThan(1000);
    expect(first.inserted.retailStores).toBe(5);
    expect(first.inserted.contentPages).toBeGreaterThan(30);
    expect(first.catalogue.written).toBeGreaterThan(0);
    const before = await snapshot();

    const second = await seed(database, dirs, DEMO_PLAN);
    expect(second.insertedTotal).toBe(0);
    expect(second.artwork.written).toBe(0);
    expect(second.contentImages.written).toBe(0);
    expect(first.ogImages.written).toBeGreaterThan(20);
    expect(second.ogImages.written).toBe(0);
    expect(second.catalogue.written).toBe(0);
    expect(await snapshot()).toBe(before);
  });
});
