import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { customers, promoCodes, salesAssociates, stylists } from "../db/schema";
import type { Db } from "../db/types";
import {
  DEMO_ASSOCIATES,
  DEMO_EDITOR,
  DEMO_PIN_HASHES,
  DEMO_PROMO_IDS,
  DEMO_STYLISTS,
  demoIds,
} from "./demo-people";

/** What of the demo's published credentials a database still honours. */
export type DemoCredentials = {
  /** Active associates whose PIN is a published demo PIN. */
  associates: string[];
  /** Accounts whose password is the demo editor's published one. */
  staff: string[];
  /** Active demo promo codes (by the demo seed's ids, not by name). */
  promoCodes: string[];
};

export async function findDemoCredentials(db: Db): Promise<DemoCredentials> {
  const [associates, staff, codes] = await Promise.all([
    db
      .select({ userName: salesAssociates.userName })
      .from(salesAssociates)
      .where(
        and(
          inArray(salesAssociates.pinHash, [...DEMO_PIN_HASHES]),
          eq(salesAssociates.active, true),
        ),
      )
      .orderBy(salesAssociates.userName),
    db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.passwordHash, DEMO_EDITOR.passwordHash))
      .orderBy(customers.email),
    db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(inArray(promoCodes.id, [...DEMO_PROMO_IDS]), eq(promoCodes.active, true)))
      .orderBy(promoCodes.code),
  ]);
  return {
    associates: associates.map((row) => row.userName),
    staff: staff.map((row) => row.email),
    promoCodes: codes.map((row) => row.code),
  };
}

export type DemoCleanup = {
  associates: number;
  staff: number;
  promoCodes: number;
  stylists: number;
};

export const describeCleanup = (cleanup: DemoCleanup) =>
  `Demo credentials disabled: ${cleanup.associates} associate PINs, ${cleanup.staff} editor passwords, ${cleanup.promoCodes} promo codes, ${cleanup.stylists} stylists.`;

/**
 * Outside the demo: the published PINs (also written into older databases by migration 0002) and
 * the editor's password stop working, and the demo codes and stylists are switched off. Rows stay,
 * as orders may point at them; `DEMO=1 npm run db:seed` gives a demo database its people back.
 */
export async function disableDemoCredentials(db: Db): Promise<DemoCleanup> {
  return db.transaction(async (tx) => {
    const associates = await tx
      .update(salesAssociates)
      .set({ pinHash: null, active: false })
      .where(inArray(salesAssociates.pinHash, [...DEMO_PIN_HASHES]))
      .returning({ id: salesAssociates.id });
    const staff = await tx
      .update(customers)
      .set({ passwordHash: null, role: "customer", updatedAt: new Date() })
      .where(eq(customers.passwordHash, DEMO_EDITOR.passwordHash))
      .returning({ id: customers.id });
    const codes = await tx
      .update(promoCodes)
      .set({ active: false })
      .where(and(inArray(promoCodes.id, [...DEMO_PROMO_IDS]), eq(promoCodes.active, true)))
      .returning({ id: promoCodes.id });
    const demoStylists = await tx
      .update(stylists)
      .set({ active: false })
      .where(
        and(
          inArray(
            stylists.id,
            DEMO_STYLISTS.map(([code]) => demoIds.stylist(code)),
          ),
          eq(stylists.active, true),
        ),
      )
      .returning({ id: stylists.id });
    return {
      associates: associates.length,
      staff: staff.length,
      promoCodes: codes.length,
      stylists: demoStylists.length,
    };
  });
}

/**
 * The demo seed's counterpart: rows a non-demo migrate disabled get their demo credentials back
 * (only those, so a second demo seed changes nothing).
 */
export async function restoreDemoCredentials(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const associate of DEMO_ASSOCIATES) {
      await tx
        .update(salesAssociates)
        .set({ pinHash: associate.pinHash, active: true })
        .where(
          and(
            eq(salesAssociates.id, demoIds.associate(associate.userName)),
            isNull(salesAssociates.pinHash),
          ),
        );
    }
    await tx
      .update(customers)
      .set({ passwordHash: DEMO_EDITOR.passwordHash, role: "staff" })
      .where(and(eq(customers.id, demoIds.editor()), isNull(customers.passwordHash)));
    await tx
      .update(promoCodes)
      .set({ active: true })
      .where(and(inArray(promoCodes.id, [...DEMO_PROMO_IDS]), eq(promoCodes.active, false)));
    await tx
      .update(stylists)
      .set({ active: true })
      .where(
        and(
          inArray(
            stylists.id,
            DEMO_STYLISTS.map(([code]) => demoIds.stylist(code)),
          ),
          eq(stylists.active, false),
        ),
      );
  });
}
