/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "../support/seeded-db";

jest.mock("server-only", () => ({}));
process.env.PGLITE_DIR = "memory://";
const scratch = mkdtempSync(path.join(tmpdir(), "idempotency-expiry-"));
process.env.CATALOGUE_DIR = path.join(scratch, "catalogue");
process.env.DATA_DIR = scratch;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const seeded = seededDatabaseForFile();
const db = (): Db => seeded.database.db;

describe("partners' Idempotency-Keys (issue 26)", () => {
  it("are remembered for a week, then the same key is a new request", async () => {
    const { claimIdempotencyKey, forgetOldIdempotencyKeys, requestHash } =
      await import("@/lib/partners/idempotency");
    const { createPartnerToken } = await import("@/lib/partners/tokens");
    const atelier = await createPartnerToken(db(), {
      name: "Atelier",
      scopes: ["stages"],
      createdBy: "test",
    });
    const ref = (key: string) => ({
      partnerId: atelier.id,
      key,
      requestHash: requestHash("reportStage", { stage: "cutting" }),
    });
    await db().transaction((tx) => claimIdempotencyKey(tx, ref("monday")));
    const sixDaysOn = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect(await forgetOldIdempotencyKeys(db(), sixDaysOn)).toBe(0);
    await expect(
      db().transaction((tx) => claimIdempotencyKey(tx, ref("monday"))),
    ).resolves.toMatchObject({ kind: "replay" });
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await forgetOldIdempotencyKeys(db(), eightDaysOn)).toBe(1);
    await expect(db().transaction((tx) => claimIdempotencyKey(tx, ref("monday")))).resolves.toEqual(
      { kind: "claimed" },
    );
  });
});
