import { formatPrice } from "../money";

/** What the cart needs to know of a promo code (spec 3, 5). */
export type PromoRule = {
  code: string;
  kind: "percentage" | "fixed";
  /** Basis points for percentage (1500 = 15 %), cents for fixed. */
  value: number;
  minItemTotal: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  timesUsed: number;
  active: boolean;
  /** Set for a code that belongs to one store only. */
  retailStoreId: string | null;
};

export const PROMO_MESSAGES = {
  unknown: "This promo code is not valid.",
  notStarted: "This promo code is not active yet.",
  expired: "This promo code has expired.",
  usedUp: "This promo code has already been used.",
  notHere: "Promo codes cannot be used in this store.",
  otherStore: "This promo code belongs to another of our stores and cannot be used here.",
  empty: "Add an item to your bag before using a promo code.",
  minimum: (cents: number) => `This promo code needs an order of at least ${formatPrice(cents)}.`,
} as const;

export type Eligibility = { eligible: true } | { eligible: false; message: string };

/**
 * Spec 5: eligibility is checked before a code is applied, and again when the order is placed
 * (a code can expire or be used up while it sits in a cart). `itemTotal` is the goods total the
 * discount would apply to.
 */
export function promoEligibility(
  promo: PromoRule | null,
  itemTotal: number,
  now: Date,
  /** The id of the store the code would be used in. */
  storeId: string | null,
): Eligibility {
  if (!promo || !promo.active) return { eligible: false, message: PROMO_MESSAGES.unknown };
  if (promo.retailStoreId !== null && promo.retailStoreId !== storeId) {
    return { eligible: false, message: PROMO_MESSAGES.otherStore };
  }
  if (promo.startsAt && now < promo.startsAt) {
    return { eligible: false, message: PROMO_MESSAGES.notStarted };
  }
  if (promo.expiresAt && now >= promo.expiresAt) {
    return { eligible: false, message: PROMO_MESSAGES.expired };
  }
  if (promo.maxUses !== null && promo.timesUsed >= promo.maxUses) {
    return { eligible: false, message: PROMO_MESSAGES.usedUp };
  }
  if (itemTotal <= 0) return { eligible: false, message: PROMO_MESSAGES.empty };
  if (itemTotal < promo.minItemTotal) {
    return { eligible: false, message: PROMO_MESSAGES.minimum(promo.minItemTotal) };
  }
  return { eligible: true };
}

/** The discount in cents: a percentage rounded half up, a fixed amount capped at the goods. */
export function promoDiscount(promo: Pick<PromoRule, "kind" | "value">, itemTotal: number): number {
  if (itemTotal <= 0) return 0;
  const raw =
    promo.kind === "percentage"
      ? Math.floor((itemTotal * promo.value + 5_000) / 10_000)
      : promo.value;
  return Math.min(Math.max(0, raw), itemTotal);
}

/** Codes are matched case-insensitively and stored upper-cased. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();
