import { eq } from "drizzle-orm";
import { stylists } from "@/lib/db/schema";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile();

beforeAll(async () => {
  // Two active stylists who share a name, and one who has left.
  await seeded.database.db.insert(stylists).values([
    { code: "JKIM", name: "Jordan Kim" },
    { code: "JKIM2", name: "Jordan Kim" },
    { code: "RMOREAU", name: "Rene Moreau", active: false },
  ]);
});

describe("finding the stylist a client names", () => {
  it("by code in any case, or by a name only one active stylist has", async () => {
    const { findStylist } = await import("@/lib/stylists/repository");
    const { db } = seeded.database;
    expect(await findStylist(db, " tberg ")).toEqual({
      found: expect.objectContaining({ code: "TBERG" }),
    });
    expect(await findStylist(db, "camille   LAURENT")).toEqual({
      found: expect.objectContaining({ code: "CLAURENT" }),
    });
  });

  it("a name two stylists share names nobody: the client is asked for the code", async () => {
    const { findStylist } = await import("@/lib/stylists/repository");
    expect(await findStylist(seeded.database.db, "Jordan Kim")).toEqual({
      found: null,
      reason: "ambiguous",
    });
    expect(await findStylist(seeded.database.db, "jkim2")).toEqual({
      found: expect.objectContaining({ code: "JKIM2" }),
    });
  });

  it("a stylist who has left is not found, and is no longer active for an order", async () => {
    const { findStylist, isActiveStylist } = await import("@/lib/stylists/repository");
    expect(await findStylist(seeded.database.db, "RMOREAU")).toEqual({
      found: null,
      reason: "unknown",
    });
    const [gone] = await seeded.database.db
      .select()
      .from(stylists)
      .where(eq(stylists.code, "RMOREAU"));
    expect(await isActiveStylist(seeded.database.db, gone!.id)).toBe(false);
    const [here] = await seeded.database.db
      .select()
      .from(stylists)
      .where(eq(stylists.code, "TBERG"));
    expect(await isActiveStylist(seeded.database.db, here!.id)).toBe(true);
  });

  it("one code can never name two stylists, whatever its case", async () => {
    await expect(
      seeded.database.db.insert(stylists).values({ code: "tberg", name: "Someone Else" }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/stylists_code_lower/) } });
  });
});
