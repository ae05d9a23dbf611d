/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "@/lib/env";

const ROOT = path.resolve(__dirname, "../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "catalogue-per-data-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run db:seed` as an operator runs it: no CATALOGUE_DIR, the embedded database of `dataDir`. */
function seed(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, APP_ENV: "development" };
  for (const name of ["CATALOGUE_DIR", "PGLITE_DIR", "DATABASE_URL", "REDIS_URL", "DEMO"])
    delete env[name];
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/db-seed.ts",
      ...args,
    ],
    { cwd: ROOT, env, encoding: "utf8", timeout: 240_000 },
  );
  expect(`${run.status} ${run.stderr}`).toBe("0 ");
}

const products = (dataDir: string) =>
  readFileSync(path.join(dataDir, "catalogue", "development", "products.json"), "utf8");

describe("the published catalogue belongs to its data folder", () => {
  it("lives under DATA_DIR unless CATALOGUE_DIR names another place", () => {
    expect(parseEnv({ DATA_DIR: "/srv/a" }).CATALOGUE_DIR).toBe("/srv/a/catalogue");
    expect(parseEnv({ DATA_DIR: "/srv/a", CATALOGUE_DIR: "/srv/shelves" }).CATALOGUE_DIR).toBe(
      "/srv/shelves",
    );
  });

  it("is left as it was by a seed of another data folder", () => {
    const live = path.join(scratch, "live");
    const other = path.join(scratch, "other");
    seed(live, ["--catalogue"]);
    const shelves = products(live);
    expect((JSON.parse(shelves) as unknown[]).length).toBeGreaterThan(5);
    // Reference data only: its own catalogue has no product, and the live one keeps its shelves.
    seed(other, []);
    expect(JSON.parse(products(other))).toEqual([]);
    expect(products(live)).toBe(shelves);
  }, 300_000);
});
