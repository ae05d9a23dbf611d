import {
  DEMO_ASSOCIATES,
  DEMO_EDITOR,
  DEMO_PROMO_CODES,
  DEMO_STYLISTS,
  demoIds,
} from "../../lib/deployment/demo-people";
import { EPOCH, refId } from "./reference";
import type { SeedRows } from "./rows";

const day = 24 * 60 * 60 * 1000;

/**
 * The demo's people and codes (lib/deployment/demo-people.ts): seeded only in demo mode (DEMO=1),
 * because their PINs and password are published in the README.
 */
export function demoRows(rows: SeedRows): void {
  for (const { userName, firstName, lastName, store, pinHash } of DEMO_ASSOCIATES) {
    rows.salesAssociates.push({
      id: demoIds.associate(userName),
      userName,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName.slice(0, 1)}.`,
      pinHash,
      retailStoreId: refId.store(store),
      createdAt: EPOCH,
    });
  }
  for (const [code, name] of DEMO_STYLISTS) {
    rows.stylists.push({ id: demoIds.stylist(code), code, name, createdAt: EPOCH });
  }
  rows.customers.push({
    id: demoIds.editor(),
    ...DEMO_EDITOR,
    hasAccount: true,
    role: "staff",
    accountCreatedAt: EPOCH,
    emailVerifiedAt: EPOCH,
    retailStoreId: refId.store("web"),
    createdAt: EPOCH,
    updatedAt: EPOCH,
  });
  const farFuture = new Date(EPOCH.getTime() + 3650 * day);
  for (const promo of DEMO_PROMO_CODES) {
    rows.promoCodes.push({
      id: demoIds.promo(promo.code),
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      ...("minItemTotal" in promo ? { minItemTotal: promo.minItemTotal } : {}),
      ...("maxUses" in promo ? { maxUses: promo.maxUses } : {}),
      ...("store" in promo ? { retailStoreId: refId.store(promo.store) } : {}),
      createdAt: EPOCH,
      startsAt: "startsAt" in promo ? new Date(promo.startsAt) : undefined,
      expiresAt: "expiresAt" in promo ? new Date(promo.expiresAt) : farFuture,
    });
  }
}
