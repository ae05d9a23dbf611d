import { eq, like } from "drizzle-orm";
import { authThrottles, kioskDevices } from "@/lib/db/schema";
import { parseKiosksCommand } from "@/lib/kiosks/command";
import {
  KIOSK_CODES,
  KIOSK_ENROLLMENT_MS,
  KIOSK_MESSAGES,
  enrollmentLink,
  kioskDeviceState,
} from "@/lib/kiosks/rules";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
process.env.SESSION_SECRET = "kiosk-devices-unit-test-secret-of-40-chars";

const scratch = seededDatabaseForFile();
const db = () => scratch.database.db;
const WESTCHESTER = "dept-westchester";
const MANHATTAN = "dept-manhattan";

const load = async () => ({
  devices: await import("@/lib/kiosks/devices"),
  credential: await import("@/lib/kiosks/credential"),
  throttle: await import("@/lib/associates/pin-throttle"),
  validate: await import("@/lib/associates/validate"),
});

/** A browser staff enrolled at `store`: its cookie value and device id. */
async function enrolled(store: typeof WESTCHESTER | typeof MANHATTAN, label = "Floor 2") {
  const { devices, credential } = await load();
  const made = await devices.enrollBrowser(db(), { store, label, createdBy: "unit@test" });
  const cookie = await credential.kioskCookie(store, made.credential);
  return { id: made.device.id, credential: made.credential, cookie: cookie.value };
}

describe("kiosk device states (pure)", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const later = new Date(now.getTime() + KIOSK_ENROLLMENT_MS);
  it("reads enrolled, pending, expired and revoked", () => {
    const base = { credentialHash: null, enrollmentExpiresAt: later, revokedAt: null };
    expect(kioskDeviceState(base, now)).toBe("pending");
    expect(kioskDeviceState(base, later)).toBe("expired");
    expect(kioskDeviceState({ ...base, enrollmentExpiresAt: null }, now)).toBe("expired");
    expect(kioskDeviceState({ ...base, credentialHash: "h" }, later)).toBe("enrolled");
    expect(kioskDeviceState({ ...base, credentialHash: "h", revokedAt: now }, now)).toBe("revoked");
  });

  it("puts the code in the link's fragment, which no server log sees", () => {
    expect(enrollmentLink("https://dept.example/", "abc")).toBe(
      "https://dept.example/kiosk/enroll#abc",
    );
  });
});

describe("enrolled kiosks (PGlite)", () => {
  it("knows the browser staff enrolled, at its own store only, and marks it seen", async () => {
    const { devices, credential } = await load();
    const kiosk = await enrolled(WESTCHESTER);
    const seenAt = new Date("2026-03-02T09:00:00Z");
    expect(await devices.enrolledKiosk(db(), WESTCHESTER, kiosk.cookie, seenAt)).toEqual({
      id: kiosk.id,
      store: WESTCHESTER,
      label: "Floor 2",
    });
    const [row] = await db().select().from(kioskDevices).where(eq(kioskDevices.id, kiosk.id));
    expect(row?.lastSeenAt).toEqual(seenAt);
    // Only the hash is stored.
    expect(row?.credentialHash).toBe(credential.kioskSecretHash(kiosk.credential));
    expect(JSON.stringify(row)).not.toContain(kiosk.credential);

    // The same cookie on another store's address: refused by the seal's store.
    expect(await credential.credentialFrom(kiosk.cookie, WESTCHESTER)).toBe(kiosk.credential);
    expect(await credential.credentialFrom(kiosk.cookie, MANHATTAN)).toBeNull();
    expect(await devices.enrolledKiosk(db(), MANHATTAN, kiosk.cookie)).toBeNull();
    // Resealed for Manhattan (as if the seal's store check were gone): refused by the row's store.
    const resealed = await credential.kioskCookie(MANHATTAN, kiosk.credential);
    expect(await devices.enrolledKiosk(db(), MANHATTAN, resealed.value)).toBeNull();
    // No cookie, a made-up one, and a store without kiosks.
    expect(await devices.enrolledKiosk(db(), WESTCHESTER, undefined)).toBeNull();
    expect(await devices.enrolledKiosk(db(), WESTCHESTER, "Fe26.2**forged")).toBeNull();
    expect(await devices.enrolledKiosk(db(), "web", kiosk.cookie)).toBeNull();
  });

  it("refuses a revoked kiosk, and enrolls no browser on a store without kiosks", async () => {
    const { devices } = await load();
    const kiosk = await enrolled(WESTCHESTER, "Revoked one");
    await devices.revokeKioskDevice(db(), kiosk.id);
    expect(await devices.enrolledKiosk(db(), WESTCHESTER, kiosk.cookie)).toBeNull();
    await expect(
      devices.enrollBrowser(db(), { store: "web", label: "HQ", createdBy: "unit@test" }),
    ).rejects.toMatchObject({ kind: "forbidden", message: KIOSK_MESSAGES.kioskOnly });
    await expect(
      devices.revokeKioskDevice(db(), "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ kind: "not_found" });
  });

  it("a browser enrolled again gives up its earlier enrollment", async () => {
    const { devices, credential } = await load();
    const first = await enrolled(MANHATTAN, "Counter");
    const again = await devices.enrollBrowser(db(), {
      store: MANHATTAN,
      label: "Counter (new)",
      createdBy: "unit@test",
      cookie: first.cookie,
    });
    expect(await devices.enrolledKiosk(db(), MANHATTAN, first.cookie)).toBeNull();
    const cookie = await credential.kioskCookie(MANHATTAN, again.credential);
    expect((await devices.enrolledKiosk(db(), MANHATTAN, cookie.value))?.id).toBe(again.device.id);
  });

  it("an enrollment code enrolls one browser of its store, once, within 30 minutes", async () => {
    const { devices, credential } = await load();
    const now = new Date();
    const made = await devices.createEnrollmentCode(
      db(),
      { store: WESTCHESTER, label: "Floor 3", createdBy: "npm run kiosks" },
      now,
    );
    expect(made.expiresAt.getTime() - now.getTime()).toBe(KIOSK_ENROLLMENT_MS);
    const listed = await devices.listKioskDevices(db(), { store: WESTCHESTER }, now);
    expect(listed.find((d) => d.id === made.id)).toMatchObject({ state: "pending" });

    const invalid = { kind: "invalid", code: KIOSK_CODES.enrollmentInvalid };
    // Another store's address, and a code past its time, enroll nothing.
    await expect(
      devices.redeemEnrollmentCode(db(), MANHATTAN, made.code, now),
    ).rejects.toMatchObject(invalid);
    const late = new Date(made.expiresAt.getTime() + 1);
    await expect(
      devices.redeemEnrollmentCode(db(), WESTCHESTER, made.code, late),
    ).rejects.toMatchObject(invalid);

    const redeemed = await devices.redeemEnrollmentCode(db(), WESTCHESTER, made.code, now);
    expect(redeemed.device).toEqual({ id: made.id, store: WESTCHESTER, label: "Floor 3" });
    const cookie = await credential.kioskCookie(WESTCHESTER, redeemed.credential);
    expect((await devices.enrolledKiosk(db(), WESTCHESTER, cookie.value))?.id).toBe(made.id);
    // Once only.
    await expect(
      devices.redeemEnrollmentCode(db(), WESTCHESTER, made.code, now),
    ).rejects.toMatchObject(invalid);
  });

  it("a revoked code enrolls nothing, and the list leaves revoked and expired out", async () => {
    const { devices } = await load();
    const now = new Date();
    const made = await devices.createEnrollmentCode(
      db(),
      { store: MANHATTAN, label: "Withdrawn", createdBy: "npm run kiosks" },
      now,
    );
    await devices.revokeKioskDevice(db(), made.id);
    await expect(
      devices.redeemEnrollmentCode(db(), MANHATTAN, made.code, now),
    ).rejects.toMatchObject({ code: KIOSK_CODES.enrollmentInvalid });
    const expired = await devices.createEnrollmentCode(
      db(),
      { store: MANHATTAN, label: "Never opened", createdBy: "npm run kiosks" },
      new Date(now.getTime() - 2 * KIOSK_ENROLLMENT_MS),
    );
    const current = await devices.listKioskDevices(db(), { current: true }, now);
    expect(current.map((d) => d.id)).not.toContain(made.id);
    expect(current.map((d) => d.id)).not.toContain(expired.id);
    const all = await devices.listKioskDevices(db(), {}, now);
    expect(all.find((d) => d.id === made.id)?.state).toBe("revoked");
    expect(all.find((d) => d.id === expired.id)?.state).toBe("expired");
  });
});

describe("associate PINs need an enrolled kiosk, and count per kiosk (PGlite)", () => {
  const owner = { customerId: null, sessionId: "unit-session" };
  const input = {
    user_name: "jmorales",
    order_id: "00000000-0000-4000-8000-000000000001",
    pin: "0000",
  };

  it("refuses a browser that is no enrolled kiosk with one 403, before a count or a lookup", async () => {
    const { validate } = await load();
    const before = await db()
      .select()
      .from(authThrottles)
      .where(like(authThrottles.key, "associate%"));
    await expect(
      validate.validateAssociate(db(), { owner, store: WESTCHESTER }, input, null),
    ).rejects.toMatchObject({
      kind: "forbidden",
      code: KIOSK_CODES.notEnrolled,
      message: KIOSK_MESSAGES.notEnrolled,
    });
    const after = await db()
      .select()
      .from(authThrottles)
      .where(like(authThrottles.key, "associate%"));
    expect(after).toEqual(before);
  });

  it("5 wrong PINs stop that kiosk only; the store's other kiosk still tries", async () => {
    const { throttle } = await load();
    const first = await enrolled(WESTCHESTER, "Guessing one");
    const second = await enrolled(WESTCHESTER, "Next one");
    const name = "kiosk-unit-associate";
    for (let i = 0; i < 5; i++) {
      await throttle.countAssociateAttempt(db(), { device: first.id }, name);
    }
    await expect(
      throttle.countAssociateAttempt(db(), { device: first.id }, name),
    ).rejects.toMatchObject({ kind: "rate_limited", message: /Too many attempts/ });
    await expect(
      throttle.countAssociateAttempt(db(), { device: second.id }, name),
    ).resolves.toBeUndefined();
  });
});

describe("npm run kiosks: arguments", () => {
  const refusal = (argv: string[]) => {
    try {
      parseKiosksCommand(argv);
    } catch (error) {
      return (error as Error).message.split("\n")[0];
    }
    return "accepted";
  };

  it("reads enroll, list and revoke", () => {
    expect(parseKiosksCommand(["enroll", "--store", WESTCHESTER, "--label", " Floor 2 "])).toEqual({
      command: "enroll",
      store: WESTCHESTER,
      label: "Floor 2",
    });
    expect(parseKiosksCommand(["list"])).toEqual({ command: "list", all: false });
    expect(parseKiosksCommand(["list", "--store", MANHATTAN, "--all"])).toEqual({
      command: "list",
      store: MANHATTAN,
      all: true,
    });
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(parseKiosksCommand(["revoke", "--id", id])).toEqual({
      command: "revoke",
      id: id.toLowerCase(),
    });
  });

  it("refuses with a clear message", () => {
    expect(refusal(["enroll", "--store", "web", "--label", "x"])).toBe(
      "--store must be a department-store kiosk: dept-westchester or dept-manhattan",
    );
    expect(refusal(["enroll", "--store", WESTCHESTER])).toBe("--label is required");
    expect(refusal(["enroll", "--store", WESTCHESTER, "--label", " "])).toBe(
      "Please name the kiosk, e.g. Floor 2.",
    );
    expect(refusal(["revoke", "--id", "floor-2"])).toMatch(/^--id must be a device id/);
    expect(refusal(["open"])).toBe("unknown command: open");
    expect(refusal(["list", "extra"])).toBe("unexpected argument: extra");
  });
});
