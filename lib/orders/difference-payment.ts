import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { OrderRow } from "../cart/loaded-cart";
import { payments } from "../db/schema";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { financingMode, walletMode } from "../payments/difference-checkout";
import { cardMode, createDifferencePaymentIntent, paypalMode } from "../payments/start";
import { changeOccasion, quoteDesignChange, type ChangeQuote } from "./aftercare";
import { differenceRoute, type DifferenceRoute } from "./difference-route";

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

/** The change's request as the client's page sends it: the line, the new design, the difference shown. */
export type DifferenceRequest = {
  lineId: string;
  configuredProductId: string;
  expectedDifference: number;
};

type PaidRoute = Exclude<DifferenceRoute, { kind: "none" }>;

/**
 * The start every online difference shares: the change priced again, refused unless its
 * difference is the one the client was shown, costs something, and is paid the way the caller
 * takes (`way`); otherwise `wrongWay` says how this order's difference is paid. `attempt` (the
 * order's payments so far) goes into the provider's idempotency key, so a reload gets the same
 * payment and a payment tried since (a change made and undone, a refused card) a new one.
 */
export async function dearerChange<K extends PaidRoute["kind"]>(
  db: Db,
  order: OrderRow,
  input: DifferenceRequest,
  way: readonly K[],
  wrongWay: (kind: Exclude<PaidRoute["kind"], K>) => [message: string, code: string],
): Promise<{
  quote: ChangeQuote;
  route: Extract<DifferenceRoute, { kind: K }>;
  occasion: string;
  attempt: number;
}> {
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
  if (!isWay(route, way)) {
    // Not one of `way`'s kinds, which TypeScript cannot narrow a generic `K` by.
    const [message, code] = wrongWay(route.kind as Exclude<PaidRoute["kind"], K>);
    throw DomainError.conflict(message, code);
  }
  const [tried] = await db
    .select({ attempts: count() })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  return { quote, route, occasion: changeOccasion(quote), attempt: tried?.attempts ?? 0 };
}

function isWay<K extends PaidRoute["kind"]>(
  route: PaidRoute,
  way: readonly K[],
): route is Extract<DifferenceRoute, { kind: K }> {
  return (way as readonly string[]).includes(route.kind);
}

/** What the Stripe intent operation answers when this order's difference is paid another way. */
const notByStripeIntent = {
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
} satisfies Record<Exclude<PaidRoute["kind"], "stripe_intent">, [string, string]>;

/**
 * Issue 38: a live card's difference (ADR 0374): a Stripe PaymentIntent marked as this change's,
 * confirmed by the client with the PaymentElement; `changeDesign` reads it back, captures it and
 * decides under the order's row lock (a change that lost to cutting refunds it).
 */
export async function startDifferencePayment(
  db: Db,
  order: OrderRow,
  input: DifferenceRequest,
): Promise<{ id: string; clientSecret: string; amount: number }> {
  const { quote, occasion, attempt } = await dearerChange(
    db,
    order,
    input,
    ["stripe_intent"],
    (kind) => notByStripeIntent[kind],
  );
  const intent = await createDifferencePaymentIntent(order.id, occasion, quote.difference, attempt);
  return { ...intent, amount: quote.difference };
}
