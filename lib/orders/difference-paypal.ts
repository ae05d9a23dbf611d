import "server-only";
import { count, eq } from "drizzle-orm";
import type { OrderRow } from "../cart/loaded-cart";
import { payments } from "../db/schema";
import type { Db } from "../db/types";
import { brand } from "../brand";
import { DomainError } from "../errors";
import { createPaypalDifferenceOrder } from "../payments/start";
import { changeOccasion, quoteDesignChange } from "./aftercare";
import { differenceRouteOf } from "./difference-payment";

/**
 * Issue 38: a dearer design's difference for an order paid with PayPal (docs/adr/0350). The
 * server prices the change again and, only for the difference it finds (the one the client was
 * shown), creates a PayPal order named as this change's; the client approves it with the PayPal
 * buttons and sends its id as the change's `payment_token`; `changeDesign` then reads it back,
 * captures it and decides under the order's row lock (a change that lost to cutting refunds it).
 */
export async function startPaypalDifference(
  db: Db,
  order: OrderRow,
  input: { lineId: string; configuredProductId: string; expectedDifference: number },
): Promise<{ id: string; amount: number }> {
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
  if (route.kind !== "paypal_order") {
    // Not paid with PayPal (or PayPal is off now): the page offers what the route says instead.
    throw DomainError.conflict(
      "The difference for this order is not paid with PayPal.",
      "change_not_paypal",
    );
  }
  const [tried] = await db
    .select({ attempts: count() })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  const created = await createPaypalDifferenceOrder(
    {
      orderId: order.id,
      occasion: changeOccasion(quote),
      amount: quote.difference,
      attempt: tried?.attempts ?? 0,
    },
    `${brand.name} order ${order.number ?? ""}: design change`,
  );
  return { id: created.id, amount: quote.difference };
}
