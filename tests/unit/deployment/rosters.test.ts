import { eq } from "drizzle-orm";
import { checkPassword } from "@/lib/auth/password";
import { parseAssociatesCommand, pinProblem } from "@/lib/associates/roster-command";
import {
  addAssociate,
  listAssociates,
  setAssociateActive,
  setAssociatePin,
} from "@/lib/associates/roster";
import { authThrottles, customers, salesAssociates } from "@/lib/db/schema";
import { PUBLISHED_PINS } from "@/lib/deployment/demo-people";
import { parseStaffCommand } from "@/lib/staff/roster-command";
import { grantStaff, listStaff, revokeStaff } from "@/lib/staff/roster";
import { seed } from "@/scripts/seed/run";
import { seededDatabaseForFile } from "../support/seeded-db";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const scratch = seededDatabaseForFile({ seeded: false });
beforeAll(async () => {
  // A production store: reference data only.
  await seed(scratch.database, scratch.dirs, { demo: false, catalogue: false });
}, 120_000);

describe("npm run associates: arguments", () => {
  it("reads add with every field, the user name lower-cased", () => {
    expect(
      parseAssociatesCommand([
        "add",
        "--store",
        "dept-westchester",
        "--user",
        "JDoe",
        "--first",
        "Jane",
        "--last",
        "Doe",
      ]),
    ).toEqual({
      command: "add",
      store: "dept-westchester",
      user: "jdoe",
      first: "Jane",
      last: "Doe",
    });
    expect(parseAssociatesCommand(["list"])).toEqual({ command: "list" });
    expect(parseAssociatesCommand(["set-pin", "--user", "jdoe"])).toEqual({
      command: "set-pin",
      user: "jdoe",
    });
  });

  it("refuses with a clear message", () => {
    const refusal = (argv: string[]) => {
      try {
        parseAssociatesCommand(argv);
      } catch (error) {
        return (error as Error).message.split("\n")[0];
      }
      return "accepted";
    };
    expect(refusal(["hire", "--user", "x"])).toBe("unknown command: hire");
    expect(refusal([])).toBe("unknown command: (none)");
    expect(refusal(["add", "--store", "web", "--user", "jd", "--first", "J", "--last", "D"])).toBe(
      "--store must be a department-store kiosk: dept-westchester or dept-manhattan",
    );
    expect(refusal(["add", "--store", "dept-manhattan", "--user", "jd", "--first", "J"])).toBe(
      "--last is required",
    );
    expect(refusal(["deactivate", "--user", "a b"])).toMatch(/^--user must be/);
    expect(refusal(["set-pin", "--user", "jd", "--pin", "4826"])).toMatch(
      /a PIN is never an argument/,
    );
    expect(refusal(["list", "extra"])).toBe("unexpected argument: extra");
  });

  it("takes 4 to 8 digits that are not a run, so no published demo PIN", () => {
    expect(pinProblem("4826")).toBeNull();
    expect(pinProblem("90210573")).toBeNull();
    expect(pinProblem("482")).toMatch(/4 to 8 digits/);
    expect(pinProblem("48a6")).toMatch(/4 to 8 digits/);
    for (const pin of [...PUBLISHED_PINS, "0000", "1234", "4321"])
      expect(pinProblem(pin)).toMatch(/too easy/);
  });
});

describe("npm run associates: the roster", () => {
  const jane = {
    store: "dept-westchester",
    user: "jdoe",
    first: "Jane",
    last: "Doe",
  };
  const row = async () =>
    (
      await scratch.database.db
        .select()
        .from(salesAssociates)
        .where(eq(salesAssociates.userName, "jdoe"))
    )[0];

  it("adds an associate with a hashed PIN, once", async () => {
    const { db } = scratch.database;
    expect(await addAssociate(db, jane, "4826")).toMatchObject({ displayName: "Jane D." });
    const stored = await row();
    expect(stored?.pinHash).not.toContain("4826");
    expect((await checkPassword("4826", stored?.pinHash)).ok).toBe(true);
    await expect(addAssociate(db, jane, "5937")).rejects.toThrow("already exists");
    await expect(addAssociate(db, { ...jane, user: "other" }, "1111")).rejects.toThrow(/easy/);
    expect(await listAssociates(db)).toEqual([
      {
        userName: "jdoe",
        displayName: "Jane D.",
        store: "dept-westchester",
        active: true,
        hasPin: true,
      },
    ]);
    expect(await listAssociates(db, "dept-manhattan")).toEqual([]);
  });

  it("sets a new PIN and lifts a lock", async () => {
    const { db } = scratch.database;
    await db.insert(authThrottles).values({
      key: "associate:jdoe",
      failures: 20,
      windowStartedAt: new Date(),
      lockedUntil: new Date(Date.now() + 60 * 60_000),
    });
    await setAssociatePin(db, "jdoe", "7302");
    expect((await checkPassword("7302", (await row())?.pinHash)).ok).toBe(true);
    expect(
      await db.select().from(authThrottles).where(eq(authThrottles.key, "associate:jdoe")),
    ).toEqual([]);
    await expect(setAssociatePin(db, "nobody", "7302")).rejects.toThrow("no associate nobody");
  });

  it("deactivates and activates", async () => {
    const { db } = scratch.database;
    await setAssociateActive(db, "jdoe", false);
    expect((await row())?.active).toBe(false);
    await setAssociateActive(db, "jdoe", true);
    expect((await row())?.active).toBe(true);
  });
});

describe("npm run staff", () => {
  it("parses grant, revoke and list", () => {
    expect(parseStaffCommand(["grant", "--email", " Ed@Shop.Example "])).toEqual({
      command: "grant",
      email: "ed@shop.example",
    });
    expect(parseStaffCommand(["list"])).toEqual({ command: "list" });
    expect(() => parseStaffCommand(["grant", "--email", "nope"])).toThrow(
      "--email must be an e-mail address",
    );
    expect(() => parseStaffCommand(["promote"])).toThrow("unknown command: promote");
  });

  it("makes a confirmed account staff and takes it away; refuses guests and unconfirmed ones", async () => {
    const { db } = scratch.database;
    const now = new Date();
    await db.insert(customers).values([
      { email: "ed@shop.example", hasAccount: true, emailVerifiedAt: now },
      { email: "new@shop.example", hasAccount: true },
      { email: "guest@shop.example", hasAccount: false },
    ]);
    expect(await grantStaff(db, "ed@shop.example")).toBe("granted");
    expect(await grantStaff(db, "ed@shop.example")).toBe("already staff");
    await expect(grantStaff(db, "new@shop.example")).rejects.toThrow("has not confirmed");
    await expect(grantStaff(db, "guest@shop.example")).rejects.toThrow("no account");
    expect(await listStaff(db)).toEqual([{ email: "ed@shop.example", confirmed: true }]);
    expect(await revokeStaff(db, "ed@shop.example")).toBe("revoked");
    expect(await revokeStaff(db, "ed@shop.example")).toBe("not staff");
    expect(await listStaff(db)).toEqual([]);
  });
});
