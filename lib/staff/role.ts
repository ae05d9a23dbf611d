/**
 * Marketing staff are customers whose `role` column says `staff` (set in the database, never from
 * a request). Pure so the API, the pages and the tests share one rule.
 */
export type Role = "customer" | "staff";

export const isStaff = (customer: { role: Role } | null | undefined): boolean =>
  customer?.role === "staff";
