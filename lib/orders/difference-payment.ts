import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { OrderRow } from "../cart/loaded-cart";
import { payments } from "../db/schema";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { financingMode, walletMode } from "../payments/difference-checkout";
import { cardMode, createDifferencePaymentIntent, paypalMode } from "../payments/start";
import { changeOccasion, quoteDesignChange } from "./aftercare";
import { differenceRoute, type DifferenceRoute } from "./difference-route";

/**
 * Issue 38: paying a dearer design's difference with a live card (ADR 0374). The server prices
 * the change again, and only for the difference it finds (the one the client was shown) creates
 * a Stripe PaymentIntent marked as this change's; the client confirms it with the
 * PaymentElement; `changeDesign` then reads it back from Stripe, captures it and decides under
 * the order's row lock (a change that lost to cutting refunds it).
 */

/** The provider of the order's first capture: the order's own payment method. */
async function originalProviderOf(db: Db, orderId: string): Promise<string | null> {
  const [first] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "captured")))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return first?.provider ?? null;
}

/** How this order's difference is paid now. */
export async function differenceRouteOf(
  db: Db,
  orderId: string,
  difference: number,
): Promise<DifferenceRoute> {
  return differenceRoute({
    difference,
    originalProvider: await originalProviderOf(db, orderId),
    cardMode: cardMode(),
    walletMode: walletMode(),
    financingMode: financingMode(),
    paypalMode: paypalMode(),
  });
}

/** What the Stripe intent operation answers when this order's difference is paid another way. */
const notByStripeIntent: Record<
  Exclude<DifferenceRoute["kind"], "none" | "stripe_intent">,
  [string, string]
> = {
  local_card: ["Pay the difference with the card form on this page.", "change_pays_locally"],
  paypal_order: ["Pay the difference with PayPal on this page.", "change_pays_with_paypal"],
  wallet_checkout: ["Pay the difference with the wallet on this page.", "change_pays_by_checkout"],
  financing_checkout: [
    "Pay the difference with a financing application on this page.",
    "change_pays_by_checkout",
  ],
  client_care: [
    "The difference for this order is settled with our client care.",
    "change_needs_client_care",
  ],
};

export async function startDifferencePayment(
  db: Db,
  order: OrderRow,
  input: { lineId: string; configuredProductId: string; expectedDifference: number },
): Promise<{ id: string; clientSecret: string; amount: number }> {
  const quote = await quoteDesignChange(db, order, input);
  if (quote.difference !== input.expectedDifference) {
    throw DomainError.conflict(
      "The price of this change is not the one shown: please look at it again before confirming.",
      "change_price_changed",
    );
  }
  const route = await differenceRouteOf(db, order.id, quote.difference);
  if (route.kind === "none") {
    throw DomainError.conflict(
      "This change costs nothing more: confirm it without a payment.",
      "change_not_dearer",
    );
  }
  if (route.kind !== "stripe_intent") {
    const [message, code] = notByStripeIntent[route.kind];
    throw DomainError.conflict(message, code);
  }
  const intent = await createDifferencePaymentIntent(
    order.id,
    changeOccasion(quote),
    quote.difference,
  );
  return { ...intent, amount: quote.difference };
}
