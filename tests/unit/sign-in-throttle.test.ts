import { verify } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import type { Customer } from "@/lib/auth/tokens";
import { authThrottles, customers, passwordResets } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { DomainError } from "@/lib/errors";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 25: fair sign-in throttling, on a real (in-memory) database. A client address many people
// share is locked by a crowd's failures; the customers behind it must still get in, and a
// credential stuffer behind it must learn nothing from the answers.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
// The real argon2, watched: every attempt from a locked address does the same hashing work.
jest.mock("@node-rs/argon2", () => {
  const real = jest.requireActual<typeof import("@node-rs/argon2")>("@node-rs/argon2");
  return { ...real, verify: jest.fn(real.verify) };
});
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
beforeAll(() => seeded.database.migrate(), 60_000);

const PASSWORD = "correct horse battery staple";
let n = 0;
let hashed: string;
beforeAll(async () => {
  const { hashPassword } = await import("@/lib/auth/password");
  hashed = await hashPassword(PASSWORD);
});

async function account(): Promise<Customer> {
  n += 1;
  const [row] = await db()
    .insert(customers)
    .values({ email: `shopper${n}@example.com`, hasAccount: true, passwordHash: hashed })
    .returning();
  if (!row) throw new Error("no customer");
  return row;
}

const throttle = () => import("@/lib/customers/throttle");
const accounts = () => import("@/lib/customers/account");
const links = () => import("@/lib/customers/sign-in-link");

/** A fresh client address, then 30 failures on it from elsewhere's accounts: it is locked. */
async function lockedAddress(): Promise<string> {
  const { takeAttempt, THROTTLE } = await throttle();
  n += 1;
  const ip = `203.0.113.${n}`;
  const key = { key: `ip:${ip}`, limit: THROTTLE.ipLimit, shared: true };
  for (let i = 0; i < THROTTLE.ipLimit; i++) await takeAttempt(db(), [key]);
  return ip;
}

const signIn = async (email: string, password: string, ip: string, device: string | null = null) =>
  (await accounts()).authenticate(db(), { email, password }, { ip, device });

const failures = async (key: string) => {
  const [row] = await db().select().from(authThrottles).where(eq(authThrottles.key, key));
  return row?.failures ?? 0;
};

describe("sign-in throttle keys (issue 25)", () => {
  it("count a stranger per account and address, per account and per address (both shared)", async () => {
    const { throttleKeys } = await throttle();
    expect(throttleKeys("a@example.com", { ip: "1.2.3.4", device: null })).toEqual([
      { key: "account-ip:a@example.com|1.2.3.4", limit: 5 },
      { key: "account:a@example.com", limit: 20, shared: true },
      { key: "ip:1.2.3.4", limit: 30, shared: true },
    ]);
  });

  it("count an IPv6 client per /64, as guest tracking does (issue 35)", async () => {
    const { throttleKeys } = await throttle();
    const one = throttleKeys("a@example.com", { ip: "2001:db8:1:2::1", device: null });
    const other = throttleKeys("a@example.com", { ip: "2001:db8:1:2:ffff::9", device: null });
    expect(other).toEqual(one);
    expect(one[0]).toEqual({ key: "account-ip:a@example.com|2001:db8:1:2::/64", limit: 5 });
    expect(one[2]).toEqual({ key: "ip:2001:db8:1:2::/64", limit: 30, shared: true });
    const nextNetwork = throttleKeys("a@example.com", { ip: "2001:db8:1:3::1", device: null });
    expect(nextNetwork[0]?.key).not.toBe(one[0]?.key);
  });

  it("count a browser the account knows on its own key only, never its address", async () => {
    const { throttleKeys } = await throttle();
    expect(throttleKeys("a@example.com", { ip: "1.2.3.4", device: "dev1" })).toEqual([
      { key: "device:dev1", limit: 5 },
    ]);
  });

  it("turns locks on the shared keys into a sign-in by mail; only this client's own key refuses (issue 35)", async () => {
    const { signInGate, throttleKeys } = await throttle();
    const keys = throttleKeys("a@example.com", { ip: "1.2.3.4", device: null });
    expect(signInGate(keys, [0, 0, 0])).toEqual({ kind: "check" });
    expect(signInGate(keys, [0, 0, 600])).toEqual({ kind: "mail", seconds: 600 });
    expect(signInGate(keys, [0, 120, 0])).toEqual({ kind: "mail", seconds: 120 });
    expect(signInGate(keys, [0, 120, 600])).toEqual({ kind: "mail", seconds: 600 });
    expect(signInGate(keys, [300, 0, 600])).toEqual({ kind: "refuse", seconds: 600 });
    expect(signInGate(keys, [300, 0, 0])).toEqual({ kind: "refuse", seconds: 300 });
  });
});

describe("authenticate from a locked client address (issue 25)", () => {
  it("answers right, wrong and unknown alike, naming the account only for the right password", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    const right = await signIn(owner.email, PASSWORD, ip);
    const wrong = await signIn(owner.email, "not the password", ip);
    const unknown = await signIn("nobody@example.com", PASSWORD, ip);
    expect(right).toMatchObject({ kind: "by_mail", customer: { id: owner.id } });
    for (const other of [wrong, unknown]) {
      expect(other).toMatchObject({ kind: "by_mail", customer: null });
    }
    const seconds = [right, wrong, unknown].map((r) =>
      r.kind === "by_mail" ? r.retryAfterSeconds : 0,
    );
    expect(Math.min(...seconds)).toBeGreaterThan(0);
  });

  it("does the same hashing work for every attempt, an unknown e-mail included", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    const watched = jest.mocked(verify);
    watched.mockClear();
    await signIn(owner.email, PASSWORD, ip);
    await signIn(owner.email, "not the password", ip);
    await signIn("nobody@example.com", PASSWORD, ip);
    expect(watched).toHaveBeenCalledTimes(3);
  });

  it("gives no attempt back for a right password, so the next answer cannot tell", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    await signIn(owner.email, "not the password", ip);
    await signIn(owner.email, PASSWORD, ip);
    expect(await failures(`account-ip:${owner.email}|${ip}`)).toBe(2);
    expect(await failures(`account:${owner.email}`)).toBe(2);
  });

  it("still stops one account's guesser there: after 5, even the right password is refused unmailed", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    for (let i = 0; i < 5; i++) {
      expect(await signIn(owner.email, `guess ${i}`, ip)).toMatchObject({ kind: "by_mail" });
    }
    const refused = await signIn(owner.email, PASSWORD, ip).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: "rate_limited", code: "rate_limited" });
  });

  it("lets a browser that signed in to the account before in directly", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    expect(await signIn(owner.email, PASSWORD, ip, `device-${n}`)).toMatchObject({
      kind: "signed_in",
      customer: { id: owner.id },
    });
  });

  it("leaves another address alone", async () => {
    const owner = await account();
    const ip = await lockedAddress();
    await signIn(owner.email, "not the password", ip);
    expect(await signIn(owner.email, PASSWORD, `${ip}0`)).toMatchObject({ kind: "signed_in" });
  });
});

describe("authenticate while the account key is locked (issue 35)", () => {
  /** Twenty failures on the account from browsers it never saw, each from its own address. */
  async function lockedAccount(): Promise<Customer> {
    const owner = await account();
    for (let i = 0; i < 20; i++) {
      const wrong = await signIn(owner.email, `spread ${i}`, `198.51.100.${n}${i}`).catch(
        (e: unknown) => e,
      );
      expect(wrong).toMatchObject({ kind: "invalid" });
    }
    return owner;
  }

  it("finishes the owner's right password from a new browser by mail, and a wrong one alike", async () => {
    const owner = await lockedAccount();
    const right = await signIn(owner.email, PASSWORD, "192.0.2.1");
    const wrong = await signIn(owner.email, "not the password", "192.0.2.2");
    expect(right).toMatchObject({ kind: "by_mail", customer: { id: owner.id } });
    expect(wrong).toMatchObject({ kind: "by_mail", customer: null });
  });

  it("lets a browser that signed in to the account before in directly", async () => {
    const owner = await lockedAccount();
    expect(await signIn(owner.email, PASSWORD, "192.0.2.3", `device-${n}`)).toMatchObject({
      kind: "signed_in",
    });
  });
});

describe("the link that finishes a sign-in (issue 25)", () => {
  const finish = async (token: string, email: string) =>
    (await links()).finishSignIn(db(), { token, email }).catch((e: unknown) => e);

  it("signs its account in once, only with its own address", async () => {
    const owner = await account();
    const other = await account();
    const token = await (await links()).prepareSignInLink(db(), owner);
    expect(await finish(token, other.email)).toBeInstanceOf(DomainError);
    expect(await finish(token, owner.email)).toMatchObject({ id: owner.id });
    expect(await finish(token, owner.email)).toBeInstanceOf(DomainError);
  });

  it("is its own purpose: a reset link does not sign in, and it works for 15 minutes", async () => {
    const owner = await account();
    const { issueAccountToken } = await import("@/lib/customers/tokens");
    const reset = await db().transaction((tx) =>
      issueAccountToken(tx, {
        customerId: owner.id,
        email: owner.email,
        accountEmail: owner.email,
        purpose: "reset",
        ttlMs: 3_600_000,
      }),
    );
    expect(await finish(reset, owner.email)).toBeInstanceOf(DomainError);
    const before = Date.now();
    const token = await (await links()).prepareSignInLink(db(), owner);
    const [row] = await db()
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.customerId, owner.id), eq(passwordResets.purpose, "sign_in")));
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row?.id ?? ""));
    expect(await finish(token, owner.email)).toBeInstanceOf(DomainError);
  });

  it("dies when the account's address changes", async () => {
    const owner = await account();
    const token = await (await links()).prepareSignInLink(db(), owner);
    await db()
      .update(customers)
      .set({ email: `moved-${owner.email}` })
      .where(eq(customers.id, owner.id));
    expect(await finish(token, owner.email)).toBeInstanceOf(DomainError);
  });
});
