/**
 * Issue 26: the atelier's production stages, in order. Kept equal to STAGES in
 * lib/orders/stages.ts (a unit test holds them together): the schema sits below the rules and
 * cannot import them.
 */
export const PRODUCTION_STAGES = [
  "received",
  "cutting",
  "stitching",
  "finishing",
  "quality_check",
  "shipped",
  "delivered",
] as const;

/** The scopes a partner token may hold: each partner operation names the one it needs. */
export const PARTNER_SCOPES = ["stages", "cancel", "returns"] as const;
