import { eq } from "drizzle-orm";
import type { Customer } from "@/lib/auth/tokens";
import { customers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 23: the rules that bind a mailed link to its account, checked on a real (in-memory)
// database, so each can be broken once and seen to fail without building the server.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
beforeAll(() => seeded.database.migrate(), 60_000);
const HOUR = 3_600_000;
let n = 0;

async function account(extra: Partial<typeof customers.$inferInsert> = {}): Promise<Customer> {
  n += 1;
  const [row] = await db()
    .insert(customers)
    .values({
      email: `owner${n}@example.com`,
      hasAccount: true,
      passwordHash: "x",
      firstName: "Ada",
      ...extra,
    })
    .returning();
  if (!row) throw new Error("no customer");
  return row;
}

const tokens = () => import("@/lib/customers/tokens");

async function issue(customer: Customer, purpose: "verify" | "reset" | "email_undo", to?: string) {
  const { issueAccountToken } = await tokens();
  return db().transaction((tx) =>
    issueAccountToken(tx, {
      customerId: customer.id,
      email: to ?? customer.email,
      accountEmail: customer.email,
      purpose,
      ttlMs: HOUR,
    }),
  );
}

/** The spent token, or null when the link is refused (with the one bad-link message). */
async function consume(token: string, email: string, purpose: "verify" | "reset" | "email_undo") {
  const { spendAccountToken } = await tokens();
  const { ACCOUNT_MESSAGES } = await import("@/lib/customers/messages");
  try {
    return await db().transaction((tx) => spendAccountToken(tx, { token, email }, purpose));
  } catch (error) {
    const refused = error as { kind?: string; errors?: Record<string, string[]> };
    if (refused.kind !== "invalid") throw error;
    expect(refused.errors).toEqual({ token: [ACCOUNT_MESSAGES.badLink] });
    return null;
  }
}

const moveTo = (customer: Customer, email: string) =>
  db().update(customers).set({ email }).where(eq(customers.id, customer.id));

describe("mailed links (issue 23)", () => {
  it("work once, for their own address and purpose", async () => {
    const owner = await account();
    const token = await issue(owner, "verify");
    expect(await consume(token, "someone@example.com", "verify")).toBeNull();
    expect(await consume(token, owner.email, "reset")).toBeNull();
    expect(await consume(token, owner.email, "verify")).toMatchObject({ customerId: owner.id });
    expect(await consume(token, owner.email, "verify")).toBeNull();
  });

  it("die when the account's address changes, even if it comes back to the link's address", async () => {
    const owner = await account();
    const token = await issue(owner, "verify");
    await moveTo(owner, `moved-${owner.email}`);
    expect(await consume(token, owner.email, "verify")).toBeNull();
    // The takeover's step 5: another account that now has the address cannot use the link.
    const other = await account();
    await moveTo(other, owner.email);
    expect(await consume(token, owner.email, "verify")).toBeNull();
  });

  it("die when a newer link of the same purpose is mailed; other purposes stay", async () => {
    const owner = await account();
    const reset = await issue(owner, "reset");
    const first = await issue(owner, "verify");
    const second = await issue(owner, "verify");
    expect(await consume(first, owner.email, "verify")).toBeNull();
    expect(await consume(second, owner.email, "verify")).not.toBeNull();
    expect(await consume(reset, owner.email, "reset")).not.toBeNull();
  });

  it("an undo link survives later changes of address and newer undo links", async () => {
    const owner = await account();
    const undo = await issue(owner, "email_undo");
    await issue(owner, "email_undo");
    await moveTo(owner, `thief-${n}@example.com`);
    await moveTo(owner, `thief-again-${n}@example.com`);
    expect(await consume(undo, owner.email, "email_undo")).toMatchObject({
      customerId: owner.id,
    });
  });
});

describe("whose guest orders an account sees", () => {
  const proven = async (c: Partial<Customer>) =>
    (await import("@/lib/customers/account")).addressProven(c as Customer);
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);

  it("only an account whose current address was confirmed after it was set", async () => {
    const base = { hasAccount: true, createdAt: at(0) };
    expect(await proven({ ...base, emailVerifiedAt: null })).toBe(false);
    expect(await proven({ ...base, emailVerifiedAt: at(HOUR), emailSetAt: at(2 * HOUR) })).toBe(
      false,
    );
    expect(await proven({ ...base, emailVerifiedAt: at(3 * HOUR), emailSetAt: at(2 * HOUR) })).toBe(
      true,
    );
    expect(await proven({ ...base, hasAccount: false, emailVerifiedAt: at(HOUR) })).toBe(false);
  });
});

describe("sign-in throttle keys", () => {
  it("count a stranger per account and address, and the owner's known browser on its own key", async () => {
    const { throttleKeys } = await import("@/lib/customers/throttle");
    const stranger = throttleKeys("a@example.com", { ip: "1.2.3.4", device: null }).map(
      (k) => k.key,
    );
    expect(stranger).toEqual([
      "account-ip:a@example.com|1.2.3.4",
      "account:a@example.com",
      "ip:1.2.3.4",
    ]);
    const owner = throttleKeys("a@example.com", { ip: "5.6.7.8", device: "dev1" }).map(
      (k) => k.key,
    );
    // The owner's browser shares no key with strangers, not even its address's (issue 25).
    expect(owner).toEqual(["device:dev1"]);
  });

  it("a device cookie names one account", async () => {
    const { deviceCookie, deviceFor } = await import("@/lib/customers/device");
    process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789abcdef";
    const cookie = await deviceCookie("a@example.com", null);
    const id = await deviceFor(cookie.value, "a@example.com");
    expect(id).toEqual(expect.any(String));
    expect(await deviceFor(cookie.value, "b@example.com")).toBeNull();
    expect(await deviceFor(`${cookie.value.slice(0, -4)}AAAA`, "a@example.com")).toBeNull();
    expect((await deviceCookie("a@example.com", id)).value).not.toBe(cookie.value);
    expect(await deviceFor((await deviceCookie("a@example.com", id)).value, "a@example.com")).toBe(
      id,
    );
  });
});
