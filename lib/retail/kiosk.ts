import type { RetailStoreSlug } from "./stores";

/** What a department-store kiosk may do, per store (issue 11; the spec leaves it open). */
export type KioskSettings = {
  /** The largest discount adjustments may add up to, in basis points of the item total. */
  maxDiscountBasisPoints: number;
  /** Seconds without input before the kiosk offers to start over. */
  idleSeconds: number;
};

const DEPARTMENT_STORE: KioskSettings = { maxDiscountBasisPoints: 3000, idleSeconds: 180 };

const KIOSKS: Partial<Record<RetailStoreSlug, KioskSettings>> = {
  "dept-westchester": DEPARTMENT_STORE,
  "dept-manhattan": DEPARTMENT_STORE,
};

/** The store's kiosk settings, or null for a store that is not a kiosk. */
export const kioskSettings = (store: RetailStoreSlug): KioskSettings | null =>
  KIOSKS[store] ?? null;

export const isKioskStore = (store: RetailStoreSlug): boolean => kioskSettings(store) !== null;

/** The most a discount may be for this item total, in cents (a positive number). */
export const maxDiscountFor = (settings: KioskSettings, itemTotal: number): number =>
  Math.floor((itemTotal * settings.maxDiscountBasisPoints) / 10_000);
