import { eq } from "drizzle-orm";
import { checkPassword } from "@/lib/auth/password";
import { customers, promoCodes, salesAssociates, stylists } from "@/lib/db/schema";
import { disableDemoCredentials, findDemoCredentials } from "@/lib/deployment/demo-credentials";
import { DEMO_ASSOCIATES, DEMO_EDITOR, PUBLISHED_PINS } from "@/lib/deployment/demo-people";
import {
  checkReset,
  DEMO_SEED_IN_PRODUCTION,
  RESET_IN_PRODUCTION,
  seed,
  seedPlan,
} from "@/scripts/seed/run";
import { seededDatabaseForFile } from "../support/seeded-db";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
// What "Going live" in docs/operating.md sets: whatever they say, a production seed adds no demo people.
process.env.APP_ENV = "production";
process.env.SITE_URL = "http://localhost:3000";

const scratch = seededDatabaseForFile({ seeded: false });

const everyDemoCredential = {
  associates: ["akim", "dpatel", "jmorales", "rbrooks"],
  staff: [DEMO_EDITOR.email],
  promoCodes: ["ATELIER50", "FIRSTBAG", "GOODHEARTS10", "SUMMER25", "WELCOME15"],
};

describe("the seed plan", () => {
  it("is reference data unless the catalogue or the demo is asked for", () => {
    expect(seedPlan([], false)).toEqual({ demo: false, catalogue: false });
    expect(seedPlan(["--catalogue"], false)).toEqual({ demo: false, catalogue: true });
    expect(seedPlan([], true)).toEqual({ demo: true, catalogue: true });
    expect(seedPlan(["--demo"], false)).toEqual({ demo: true, catalogue: true });
    expect(() => seedPlan(["--demo-staff"], false)).toThrow(/--catalogue .* or --demo/);
  });

  it("refuses the demo people on a production store, and allows them to the demo", () => {
    expect(() => seedPlan(["--demo"], false, "production")).toThrow(DEMO_SEED_IN_PRODUCTION);
    expect(seedPlan(["--demo"], true, "production")).toEqual({ demo: true, catalogue: true });
    expect(seedPlan(["--demo"], false, "staging")).toEqual({ demo: true, catalogue: true });
    expect(seedPlan(["--catalogue"], false, "production")).toEqual({
      demo: false,
      catalogue: true,
    });
  });

  it("refuses db:reset on a production store", () => {
    expect(() => checkReset(false, "production")).toThrow(RESET_IN_PRODUCTION);
    expect(() => checkReset(true, "production")).not.toThrow();
    expect(() => checkReset(false, "development")).not.toThrow();
  });
});

describe("a production seed, then the demo seed, on one database", () => {
  it("production: stores and countries, no demo associate, editor, stylist or promo code", async () => {
    const { database, dirs } = scratch;
    const report = await seed(database, dirs, seedPlan([], false));
    expect(report.inserted.retailStores).toBe(5);
    expect(report.inserted.geoStates).toBeGreaterThan(50);
    expect(await findDemoCredentials(database.db)).toEqual({
      associates: [],
      staff: [],
      promoCodes: [],
    });
    const db = database.db;
    expect(await db.select().from(salesAssociates)).toEqual([]);
    expect(await db.select().from(promoCodes)).toEqual([]);
    expect(await db.select().from(stylists)).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.role, "staff"))).toEqual([]);
  });

  it("demo: the associates with their published PINs, the editor and the codes", async () => {
    const { database, dirs } = scratch;
    await seed(database, dirs, seedPlan([], true));
    expect(await findDemoCredentials(database.db)).toEqual(everyDemoCredential);
    const [jmorales] = await database.db
      .select()
      .from(salesAssociates)
      .where(eq(salesAssociates.userName, "jmorales"));
    expect((await checkPassword(PUBLISHED_PINS[0], jmorales?.pinHash)).ok).toBe(true);
  });

  it("a later migrate or seed outside the demo disables them all (migration 0002's PINs too)", async () => {
    const { database, dirs } = scratch;
    const cleanup = await disableDemoCredentials(database.db);
    expect(cleanup).toEqual({ associates: 4, staff: 1, promoCodes: 5, stylists: 3 });
    expect(await findDemoCredentials(database.db)).toEqual({
      associates: [],
      staff: [],
      promoCodes: [],
    });
    const [editor] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_EDITOR.email));
    expect(editor).toMatchObject({ role: "customer", passwordHash: null });
    // A second non-demo seed finds nothing left to disable.
    expect((await seed(database, dirs, seedPlan([], false))).demoCleanup).toEqual({
      associates: 0,
      staff: 0,
      promoCodes: 0,
      stylists: 0,
    });
  });

  it("and the demo seed gives a demo database its people back", async () => {
    const { database, dirs } = scratch;
    await seed(database, dirs, seedPlan(["--demo"], false));
    expect(await findDemoCredentials(database.db)).toEqual(everyDemoCredential);
    const active = await database.db
      .select({ userName: salesAssociates.userName })
      .from(salesAssociates)
      .where(eq(salesAssociates.active, true));
    expect(active.map((row) => row.userName).sort()).toEqual(
      DEMO_ASSOCIATES.map((a) => a.userName).sort(),
    );
  });
});
