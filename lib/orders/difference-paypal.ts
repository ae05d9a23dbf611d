import "server-only";
import type { OrderRow } from "../cart/loaded-cart";
import type { Db } from "../db/types";
import { brand } from "../brand";
import { createPaypalDifferenceOrder } from "../payments/start";
import { dearerChange, type DifferenceRequest } from "./difference-payment";

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
  input: DifferenceRequest,
): Promise<{ id: string; amount: number }> {
  // Not paid with PayPal (or PayPal is off now): the page offers what the route says instead.
  const { quote, occasion, attempt } = await dearerChange(
    db,
    order,
    input,
    ["paypal_order"],
    () => ["The difference for this order is not paid with PayPal.", "change_not_paypal"],
  );
  const created = await createPaypalDifferenceOrder(
    { orderId: order.id, occasion, amount: quote.difference, attempt },
    `${brand.name} order ${order.number ?? ""}: design change`,
  );
  return { id: created.id, amount: quote.difference };
}
