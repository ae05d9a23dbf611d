import "server-only";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { kioskDevices, retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { isKioskStore } from "../retail/kiosk";
import type { RetailStoreSlug } from "../retail/stores";
import { credentialFrom, kioskSecretHash, newKioskSecret } from "./credential";
import {
  KIOSK_CODES,
  KIOSK_ENROLLMENT_MS,
  KIOSK_MESSAGES,
  kioskDeviceState,
  type KioskDeviceState,
} from "./rules";

/** The enrolled browser a request came from. */
export type KioskDevice = { id: string; store: RetailStoreSlug; label: string };

/** The store's row id inside the statement, so a device can only ever name a stored store. */
const storeIdOf = (store: string) =>
  sql<string>`(select ${retailStores.id} from ${retailStores} where ${retailStores.name} = ${store})`;

function assertKioskStore(store: RetailStoreSlug) {
  if (!isKioskStore(store)) throw DomainError.forbidden(KIOSK_MESSAGES.kioskOnly);
}

/**
 * The enrolled, unrevoked kiosk of `store` whose cookie this is, or null. Checked on the server
 * at every associate action; the row's store must be the request's, whatever the cookie says.
 * Marks the device seen in the same statement.
 */
export async function enrolledKiosk(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
  now = new Date(),
): Promise<KioskDevice | null> {
  if (!isKioskStore(store)) return null;
  const credential = await credentialFrom(cookie, store);
  if (!credential) return null;
  const [row] = await db
    .update(kioskDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(kioskDevices.credentialHash, kioskSecretHash(credential)),
        isNull(kioskDevices.revokedAt),
        eq(kioskDevices.retailStoreId, storeIdOf(store)),
      ),
    )
    .returning({ id: kioskDevices.id, label: kioskDevices.label });
  return row ? { id: row.id, store, label: row.label } : null;
}

/** Every associate action asks this first: 403 with one sentence that names nobody. */
export function assertEnrolledKiosk(device: KioskDevice | null): asserts device is KioskDevice {
  if (!device) throw DomainError.forbidden(KIOSK_MESSAGES.notEnrolled, KIOSK_CODES.notEnrolled);
}

type Enrolled = { device: KioskDevice; credential: string };

/**
 * Staff enroll the browser they use, at a kiosk store's address. A browser enrolled before (for
 * this store) gives up its old enrollment, so one browser is one device in the list.
 */
export async function enrollBrowser(
  db: Db,
  input: { store: RetailStoreSlug; label: string; createdBy: string; cookie?: string },
  now = new Date(),
): Promise<Enrolled> {
  assertKioskStore(input.store);
  const credential = newKioskSecret();
  const previous = await credentialFrom(input.cookie, input.store);
  return db.transaction(async (tx) => {
    if (previous) {
      await tx
        .update(kioskDevices)
        .set({ revokedAt: now })
        .where(
          and(
            eq(kioskDevices.credentialHash, kioskSecretHash(previous)),
            isNull(kioskDevices.revokedAt),
          ),
        );
    }
    const [row] = await tx
      .insert(kioskDevices)
      .values({
        retailStoreId: storeIdOf(input.store),
        label: input.label,
        credentialHash: kioskSecretHash(credential),
        createdBy: input.createdBy,
        createdAt: now,
        enrolledAt: now,
        lastSeenAt: now,
      })
      .returning({ id: kioskDevices.id });
    if (!row) throw new Error("the kiosk device was not stored");
    return { device: { id: row.id, store: input.store, label: input.label }, credential };
  });
}

/**
 * The operator's way (`npm run kiosks -- enroll`): a device waiting for its browser, and the
 * one-time code that browser opens within 30 minutes. Only the code's hash is stored.
 */
export async function createEnrollmentCode(
  db: Db,
  input: { store: RetailStoreSlug; label: string; createdBy: string },
  now = new Date(),
): Promise<{ id: string; code: string; expiresAt: Date }> {
  assertKioskStore(input.store);
  const code = newKioskSecret();
  const expiresAt = new Date(now.getTime() + KIOSK_ENROLLMENT_MS);
  const [row] = await db
    .insert(kioskDevices)
    .values({
      retailStoreId: storeIdOf(input.store),
      label: input.label,
      enrollmentCodeHash: kioskSecretHash(code),
      enrollmentExpiresAt: expiresAt,
      createdBy: input.createdBy,
      createdAt: now,
    })
    .returning({ id: kioskDevices.id });
  if (!row) throw new Error("the kiosk device was not stored");
  return { id: row.id, code, expiresAt };
}

/**
 * The kiosk browser opens its enrollment link: a code of this store, unexpired, unused and not
 * revoked enrolls it, once. Every other code gets the same refusal.
 */
export async function redeemEnrollmentCode(
  db: Db,
  store: RetailStoreSlug,
  code: string,
  now = new Date(),
): Promise<Enrolled> {
  const credential = newKioskSecret();
  const [row] = isKioskStore(store)
    ? await db
        .update(kioskDevices)
        .set({
          credentialHash: kioskSecretHash(credential),
          enrollmentCodeHash: null,
          enrolledAt: now,
          lastSeenAt: now,
        })
        .where(
          and(
            eq(kioskDevices.enrollmentCodeHash, kioskSecretHash(code)),
            gt(kioskDevices.enrollmentExpiresAt, now),
            isNull(kioskDevices.revokedAt),
            isNull(kioskDevices.credentialHash),
            eq(kioskDevices.retailStoreId, storeIdOf(store)),
          ),
        )
        .returning({ id: kioskDevices.id, label: kioskDevices.label })
    : [];
  if (!row) {
    throw new DomainError("invalid", KIOSK_MESSAGES.enrollmentInvalid, {
      code: KIOSK_CODES.enrollmentInvalid,
      errors: { code: [KIOSK_MESSAGES.enrollmentInvalid] },
    });
  }
  return { device: { id: row.id, store, label: row.label }, credential };
}

export type KioskDeviceRow = {
  id: string;
  label: string;
  store: { name: string; label: string };
  state: KioskDeviceState;
  created_by: string;
  created_at: string;
  enrolled_at: string | null;
  last_seen_at: string | null;
  revoked_at: string | null;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Newest first; `store` narrows to one store, `current` leaves out revoked and expired ones. */
export async function listKioskDevices(
  db: Db,
  options: { store?: string; current?: boolean } = {},
  now = new Date(),
): Promise<KioskDeviceRow[]> {
  const rows = await db
    .select({ device: kioskDevices, store: { name: retailStores.name, label: retailStores.label } })
    .from(kioskDevices)
    .innerJoin(retailStores, eq(retailStores.id, kioskDevices.retailStoreId))
    .where(options.store ? eq(retailStores.name, options.store) : undefined)
    .orderBy(desc(kioskDevices.createdAt));
  return rows
    .map(({ device, store }) => ({
      id: device.id,
      label: device.label,
      store,
      state: kioskDeviceState(device, now),
      created_by: device.createdBy,
      created_at: device.createdAt.toISOString(),
      enrolled_at: iso(device.enrolledAt),
      last_seen_at: iso(device.lastSeenAt),
      revoked_at: iso(device.revokedAt),
    }))
    .filter((row) => !options.current || row.state === "enrolled" || row.state === "pending");
}

/**
 * Withdraws a device: its browser is refused at the next associate action, and an unopened code
 * can no longer enroll one. 404 for an unknown id; revoking twice keeps the first time.
 */
export async function revokeKioskDevice(db: Db, id: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ revokedAt: kioskDevices.revokedAt })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, id))
    .limit(1);
  if (!row) throw DomainError.notFound("Kiosk device");
  if (row.revokedAt) return;
  await db.update(kioskDevices).set({ revokedAt: now }).where(eq(kioskDevices.id, id));
}

/** The staff strip's view: every store's current kiosks, and whether this browser is one here. */
export async function kioskOverview(
  db: Db,
  store: RetailStoreSlug,
  thisDevice: KioskDevice | null,
) {
  return {
    current: store,
    can_enroll: isKioskStore(store),
    this_device: thisDevice?.id ?? null,
    devices: await listKioskDevices(db, { current: true }),
  };
}
