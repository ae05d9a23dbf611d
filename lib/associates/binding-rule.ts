/**
 * Issue 23: how long an associate's PIN counts on a kiosk cart. Pure, so the rule is tested
 * with any clock and the UI could share it; the server applies it in ./binding.ts.
 */
export const ASSOCIATE_BINDING_MS = 15 * 60_000;

/**
 * - `none`: no associate ever signed in to this cart;
 * - `ended`: 15 minutes passed without a PIN or a money action, or the kiosk started over;
 * - `live`: signed in, but the last PIN was spent (or is older than 15 minutes);
 * - `fresh`: a PIN entered within 15 minutes that no adjustment or receipt has used yet.
 */
export type BindingState = "none" | "ended" | "live" | "fresh";

export type BindingTimes = {
  salesAssociateId: string | null;
  associatePinAt: Date | null;
  associateActiveAt: Date | null;
};

/** Younger than the binding's life; a time ahead of `now` (another server's clock) counts too. */
const within = (at: Date | null, now: Date): at is Date =>
  at !== null && now.getTime() - at.getTime() < ASSOCIATE_BINDING_MS;

export function bindingState(order: BindingTimes, now: Date): BindingState {
  if (!order.salesAssociateId) return "none";
  if (!within(order.associateActiveAt, now)) return "ended";
  return within(order.associatePinAt, now) ? "fresh" : "live";
}
