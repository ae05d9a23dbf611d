// The value lists of the schema's text enums, in a file that imports nothing: the rules above the
// schema and the browser read the same lists, so a value is added in one place.

/**
 * Issue 26: the atelier's production stages, in order: the column's values, and STAGES in
 * lib/orders/stages.ts (the rules sit above the schema, so they import the list from here).
 * Imports nothing: the browser's timeline reads it too.
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
export const PARTNER_SCOPES = ["stages", "cancel", "returns", "repairs"] as const;

/**
 * A payment attempt's statuses (the payments column, and the cart's view of its payments).
 * `pending`: asked, outcome unknown (in flight, or a crash or time-out: reconciliation asks the
 * provider). `refund_pending`: money moved that no order keeps; its give-back is owed
 * (payment_give_backs). `refund_failed`: the give-back was refused too often: a person acts.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "authorized",
  "captured",
  "failed",
  "refund_pending",
  "refunded",
  "refund_failed",
] as const;

/** Issue 38: the lists a return is made of (lib/orders/return-rules.ts reads them from here). */
export const RETURN_STATUSES = ["requested", "received", "accepted", "refused"] as const;
export const RETURN_REASONS = [
  "size",
  "colour",
  "not_as_described",
  "damaged",
  "changed_mind",
] as const;
export const RETURN_RESOLUTIONS = ["refund", "exchange"] as const;

/** A repair's statuses (lib/orders/repair-rules.ts reads the same list). */
export const REPAIR_STATUSES = [
  "requested",
  "estimated",
  "declined",
  "accepted",
  "received_at_atelier",
  "in_repair",
  "shipped_back",
  "done",
] as const;

/** How an accepted estimate's money stands: nothing owed, owed, or settled by client care. */
export const REPAIR_SETTLEMENTS = ["none", "due", "settled"] as const;
