import { eq } from "drizzle-orm";
import { authThrottles } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 35: throttle rows older than their window are purged, and purging changes no answer.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
beforeAll(() => seeded.database.migrate(), 60_000);

const throttle = () => import("@/lib/customers/throttle");
const purge = async (now: Date) =>
  (await import("@/lib/customers/throttle-purge")).purgeOldThrottles(db(), now);
const keys = async () =>
  (await db().select({ key: authThrottles.key }).from(authThrottles)).map((r) => r.key).sort();

const MINUTE = 60_000;
const T0 = new Date("2026-11-28T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

beforeEach(async () => {
  await db().delete(authThrottles);
});

describe("purging the sign-in throttle's table", () => {
  it("deletes rows whose window is over and keeps the current and the locked ones", async () => {
    const { takeAttempt } = await throttle();
    await takeAttempt(db(), [{ key: "old", limit: 5 }], at(0));
    await takeAttempt(db(), [{ key: "current", limit: 5 }], at(10));
    // A window begun at minute 0, locked at minute 14 (the second failure) for 15 minutes.
    await takeAttempt(db(), [{ key: "locked", limit: 2 }], at(0));
    for (let i = 0; i < 2; i++) await takeAttempt(db(), [{ key: "locked", limit: 2 }], at(14));

    // Minute 16: "old" began 16 minutes ago and holds no lock; "current" is 6 minutes old;
    // "locked" began 16 minutes ago but is locked until minute 29.
    expect(await purge(at(16))).toBe(1);
    expect(await keys()).toEqual(["current", "locked"]);
    // Once its lock is over, the locked row goes too.
    expect(await purge(at(30))).toBe(2);
    expect(await keys()).toEqual([]);
  });

  it("changes no answer: a purged key starts afresh as an unpurged one would", async () => {
    const { takeAttemptPerKey } = await throttle();
    const key = { key: "guesser", limit: 3 };
    for (let i = 0; i < 3; i++) await takeAttemptPerKey(db(), [key], at(0));
    await purge(at(20));
    expect(await keys()).toEqual([]);
    // Three more tries in the new window: the third reaches the limit, the fourth waits.
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(...(await takeAttemptPerKey(db(), [key], at(20))));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
  });

  it("works through a backlog larger than one batch", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      key: `spent:${i}`,
      failures: 1,
      windowStartedAt: at(0),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db()
        .insert(authThrottles)
        .values(rows.slice(i, i + 500));
    }
    await db()
      .insert(authThrottles)
      .values({ key: "fresh", failures: 1, windowStartedAt: at(59) });
    expect(await purge(at(60))).toBe(2500);
    expect(await keys()).toEqual(["fresh"]);
    const [fresh] = await db().select().from(authThrottles).where(eq(authThrottles.key, "fresh"));
    expect(fresh?.failures).toBe(1);
  });
});
