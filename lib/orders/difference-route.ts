/**
 * Issue 38: how the client pays a dearer design's difference, decided from the order's own
 * payment and the card mode the server runs in. Pure, so the review page and the server decide
 * alike (ADR 0374):
 * - `none`: the new design costs the same or less; the change is confirmed at once (a cheaper
 *   one is refunded);
 * - `local_card`: the built-in card form (local mode) hands over a local token;
 * - `stripe_intent`: the server creates a PaymentIntent for the difference it computed, the
 *   client confirms it with Stripe's PaymentElement, and the change is made only once the
 *   server has read the intent back from Stripe;
 * - `wallet_checkout`: a wallet order's difference is a new wallet checkout (sign-in, a new
 *   order reference the server sets to its own difference, confirms, reads back and charges;
 *   ADR 0420);
 * - `financing_checkout`: a financing order's difference is a new financing application for the
 *   difference (the provider's own checkout: a new credit decision; ADR 0421);
 * - `paypal_order`: an order paid with PayPal, PayPal on (live or local): the server creates a
 *   PayPal order for the difference it computed, the client approves it with the PayPal buttons,
 *   and the server reads it back and captures it before the change is made (ADR 0350);
 * - `client_care`: the order was not paid online (a kiosk invoice), or with a provider that
 *   cannot take the difference here now, whose difference client care settles with the client.
 */
export type DifferenceRoute =
  | { kind: "none" }
  | { kind: "local_card" }
  | { kind: "stripe_intent" }
  | { kind: "wallet_checkout" }
  | { kind: "financing_checkout" }
  | { kind: "paypal_order" }
  | { kind: "client_care"; reason: "not_paid_online" | "method_not_online" };

export type DifferenceRouteInput = {
  /** New order total minus the paid one, in cents. */
  difference: number;
  /** The provider of the order's first capture (`card`, `paypal`, …, `invoice`), or null. */
  originalProvider: string | null;
  /** How cards are taken now: the local form, Stripe, or not at all. */
  cardMode: "local" | "live" | null;
  /** Whether the wallet takes a new checkout now (live keys or local mode); absent: it does not. */
  walletMode?: "local" | "live" | null;
  /** Whether financing takes a new application now; absent: it does not. */
  financingMode?: "local" | "live" | null;
  /** How PayPal is taken now: its API, the local simulation, or not at all (absent: not at all). */
  paypalMode?: "local" | "live" | null;
};

export function differenceRoute(input: DifferenceRouteInput): DifferenceRoute {
  if (input.difference <= 0) return { kind: "none" };
  const provider = input.originalProvider;
  if (provider === "card") {
    if (input.cardMode === "live") return { kind: "stripe_intent" };
    if (input.cardMode === "local") return { kind: "local_card" };
    return { kind: "client_care", reason: "method_not_online" };
  }
  if (provider === "wallet" && input.walletMode) return { kind: "wallet_checkout" };
  if (provider === "financing" && input.financingMode) return { kind: "financing_checkout" };
  if (provider === "paypal" && input.paypalMode) return { kind: "paypal_order" };
  if (provider === "paypal" || provider === "wallet" || provider === "financing") {
    return { kind: "client_care", reason: "method_not_online" };
  }
  return { kind: "client_care", reason: "not_paid_online" };
}
