import type { RetailStoreSlug } from "./stores";

/**
 * Issue 38: what each retail store accepts back (ADR 0361, 0362). The window runs from the
 * delivery the atelier reported; a store may be more generous, never less than the law.
 */
export type ReturnPolicy = {
  /** Days after delivery a stock piece may be sent back (the store's promise). */
  windowDays: number;
  /** Whether sample-sale pieces may be returned (final sale where this is false). */
  sampleSaleReturns: boolean;
};

const DEFAULT_RETURN_WINDOW_DAYS = 30;

const DEFAULT_POLICY: ReturnPolicy = {
  windowDays: DEFAULT_RETURN_WINDOW_DAYS,
  sampleSaleReturns: false,
};

const POLICIES: Partial<Record<RetailStoreSlug, ReturnPolicy>> = {
  // The department stores take sample-sale pieces back at their counters like any other.
  "dept-westchester": { windowDays: DEFAULT_RETURN_WINDOW_DAYS, sampleSaleReturns: true },
  "dept-manhattan": { windowDays: DEFAULT_RETURN_WINDOW_DAYS, sampleSaleReturns: true },
};

export const returnPolicy = (store: RetailStoreSlug): ReturnPolicy =>
  POLICIES[store] ?? DEFAULT_POLICY;

/** Where every return goes: the atelier's own door, printed on the authorisation. */
export const RETURN_ADDRESS = [
  "Atelier Ardent — Returns",
  "12 Crosby Street, 3rd floor",
  "New York, NY 10013",
  "United States",
] as const;
