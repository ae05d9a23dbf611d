/**
 * Marketing staff are customers whose `role` column says `staff` (set in the database, never from
 * a request). Pure so the API, the pages and the tests share one rule.
 */
export type Role = "customer" | "staff";

export const isStaff = (customer: { role: Role } | null | undefined): boolean =>
  customer?.role === "staff";

/**
 * A readable cookie that only tells the header's staff tools whether preview is on (draft mode's
 * own cookie is HttpOnly). It grants nothing: every preview route checks the role.
 */
export const STAFF_PREVIEW_COOKIE = "staff_preview";
