import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@/lib/db/open";
import type { Db } from "@/lib/db/types";
import { seed, type SeedPlan, type SeedReport } from "@/scripts/seed/run";

/** The unit tests run on the demo: its catalogue, its associates, editor and promo codes. */
export const DEMO_PLAN: SeedPlan = { demo: true, catalogue: true };

/**
 * An embedded database in memory for one test file, migrated and (unless `seeded: false`) holding
 * the demo catalogue and the demo's people, with its artwork and catalogue JSON drawn into a scratch folder. The file
 * must set `process.env.PGLITE_DIR = "memory://"` and mock `next/cache` before importing the
 * modules under test.
 */
export function seededDatabaseForFile(options: { seeded?: boolean } = {}) {
  const state: { database?: Database; scratch?: string; report?: SeedReport } = {};
  beforeAll(async () => {
    const { openDatabase } = await import("@/lib/db/open");
    state.database = await openDatabase();
    state.scratch = mkdtempSync(path.join(tmpdir(), "seeded-"));
    if (options.seeded !== false)
      state.report = await seed(state.database, dirsIn(state.scratch), DEMO_PLAN);
  }, 120_000);
  afterAll(async () => {
    await state.database?.close();
    if (state.scratch) rmSync(state.scratch, { recursive: true, force: true });
  });
  return {
    get database(): Database {
      if (!state.database) throw new Error("the database opens in beforeAll");
      return state.database;
    },
    get dirs() {
      if (!state.scratch) throw new Error("the scratch folder is made in beforeAll");
      return dirsIn(state.scratch);
    },
  };
}

const dirsIn = (scratch: string) => ({
  publicDir: path.join(scratch, "public"),
  catalogueDir: path.join(scratch, "catalogue"),
});

/**
 * The seeded database of this file as the app's own handle (what payments' ledger, the jobs and
 * placeOrder open), with the catalogue and data folders in a scratch folder of this file's
 * removed after it. Call it at the top of the file, before the modules under test are imported.
 */
export function appDatabaseForFile(name: string): () => Db {
  process.env.PGLITE_DIR = "memory://";
  const scratch = mkdtempSync(path.join(tmpdir(), `${name}-`));
  process.env.CATALOGUE_DIR = path.join(scratch, "catalogue");
  process.env.DATA_DIR = scratch;
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const seeded = seededDatabaseForFile();
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[Symbol.for("atelier.db")] = Promise.resolve(
      seeded.database,
    );
  });
  return () => seeded.database.db;
}
