import { eq } from "drizzle-orm";
import { apiTokens, customers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 24: API tokens expire, sliding with use and capped, checked on a real in-memory database.
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
beforeAll(() => seeded.database.migrate(), 60_000);

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const tokens = () => import("@/lib/auth/tokens");
let n = 0;

async function customerId(): Promise<string> {
  n += 1;
  const [row] = await db()
    .insert(customers)
    .values({ email: `token${n}@example.com`, hasAccount: true, firstName: "Ada" })
    .returning();
  if (!row) throw new Error("no customer");
  return row.id;
}

async function rowOf(token: string) {
  const { hashToken } = await tokens();
  const [row] = await db()
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)));
  if (!row) throw new Error("no token row");
  return row;
}

describe("API token lifetime (lib/auth/tokens.ts)", () => {
  const start = new Date("2026-01-05T10:00:00Z");

  it("is issued with its last use and an expiry 30 days out", async () => {
    const { issueApiToken } = await tokens();
    const row = await rowOf(await issueApiToken(db(), await customerId(), start));
    expect(row.lastUsedAt).toEqual(start);
    expect(row.expiresAt).toEqual(at(start, 30 * DAY));
  });

  it("dies after 30 idle days", async () => {
    const { customerByToken, issueApiToken } = await tokens();
    const owner = await customerId();
    const token = await issueApiToken(db(), owner, start);
    expect((await customerByToken(db(), token, at(start, 29 * DAY)))?.id).toBe(owner);
    const other = await issueApiToken(db(), owner, start);
    expect(await customerByToken(db(), other, at(start, 30 * DAY + MINUTE))).toBeNull();
  });

  it("slides with use: its last use is written, and the expiry moves 30 days past it", async () => {
    const { customerByToken, issueApiToken } = await tokens();
    const owner = await customerId();
    const token = await issueApiToken(db(), owner, start);
    const used = at(start, 20 * DAY);
    expect((await customerByToken(db(), token, used))?.id).toBe(owner);
    const row = await rowOf(token);
    expect(row.lastUsedAt).toEqual(used);
    expect(row.expiresAt).toEqual(at(used, 30 * DAY));
    // Alive at day 45, though issued more than 30 days earlier.
    expect((await customerByToken(db(), token, at(start, 45 * DAY)))?.id).toBe(owner);
  });

  it("writes its use at most every 10 minutes", async () => {
    const { customerByToken, issueApiToken } = await tokens();
    const token = await issueApiToken(db(), await customerId(), start);
    await customerByToken(db(), token, at(start, 5 * MINUTE));
    expect((await rowOf(token)).lastUsedAt).toEqual(start);
    await customerByToken(db(), token, at(start, 11 * MINUTE));
    expect((await rowOf(token)).lastUsedAt).toEqual(at(start, 11 * MINUTE));
  });

  it("never lives past 180 days, however often it is used", async () => {
    const { customerByToken, issueApiToken } = await tokens();
    const owner = await customerId();
    const token = await issueApiToken(db(), owner, start);
    for (let day = 20; day < 180; day += 20) {
      expect((await customerByToken(db(), token, at(start, day * DAY)))?.id).toBe(owner);
    }
    expect((await rowOf(token)).expiresAt).toEqual(at(start, 180 * DAY));
    expect(await customerByToken(db(), token, at(start, 180 * DAY + MINUTE))).toBeNull();
  });

  it("is refused past 180 days even when its row claims a later expiry", async () => {
    const { customerByToken, hashToken, issueApiToken } = await tokens();
    const token = await issueApiToken(db(), await customerId(), start);
    await db()
      .update(apiTokens)
      .set({ expiresAt: at(start, 365 * DAY) })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect(await customerByToken(db(), token, at(start, 181 * DAY))).toBeNull();
  });

  it("counts a token from before expiries were written from its creation", async () => {
    const { customerByToken, issueApiToken } = await tokens();
    const owner = await customerId();
    const token = await issueApiToken(db(), owner, start);
    const { hashToken } = await tokens();
    await db()
      .update(apiTokens)
      .set({ expiresAt: null, lastUsedAt: null })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await customerByToken(db(), token, at(start, 29 * DAY)))?.id).toBe(owner);
    await db()
      .update(apiTokens)
      .set({ expiresAt: null, lastUsedAt: null })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect(await customerByToken(db(), token, at(start, 31 * DAY))).toBeNull();
  });
});
