/** The retail stores of spec section 1, by slug. */
export const RETAIL_STORE_SLUGS = [
  "web",
  "dept-westchester",
  "dept-manhattan",
  "stylist-web",
  "good-hearts-web",
] as const;

export type RetailStoreSlug = (typeof RETAIL_STORE_SLUGS)[number];

export const DEFAULT_STORE: RetailStoreSlug = "web";

export function isRetailStoreSlug(value: unknown): value is RetailStoreSlug {
  return typeof value === "string" && (RETAIL_STORE_SLUGS as readonly string[]).includes(value);
}

/** What the browser and pages know about a store (the spec's Retail store entity). */
export type RetailStore = {
  id: string;
  name: RetailStoreSlug;
  label: string;
  retailer: { name: string; label: string };
};

/** Paths equal to these slugs redirect to `/` (spec section 2). good-hearts-web is not listed. */
export const SLUG_REDIRECT_PATHS: readonly string[] = [
  "/web",
  "/dept-westchester",
  "/dept-manhattan",
  "/stylist-web",
];

export { RETAIL_STORE_COOKIE, RETAIL_STORE_OVERRIDE_COOKIE } from "./cookie-names.mjs";
export const RETAIL_STORE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
