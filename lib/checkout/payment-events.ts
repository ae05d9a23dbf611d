import "server-only";
import { eq } from "drizzle-orm";
import { loadCart } from "../cart/load";
import { orders, payments } from "../db/schema";
import type { PaymentEventHandler } from "../payments/events";
import { issueGiftCodes } from "./gift-code-issue";
import { releaseStock, unredeemPromo } from "./reserve";

/**
 * What a verified provider webhook does to our records (each event once, inside the transaction
 * that records it). Payments are matched on the provider's reference, which every event carries.
 * - succeeded: an authorized payment (PayPal capture pending) is now captured; the order is paid.
 * - failed: a payment that was only authorized failed after all; the order is cancelled and its
 *   stock goes back on the shelf.
 * - refunded: a full refund marks payment and order refunded; a partial one changes nothing here.
 */
export const handlePaymentEvent: PaymentEventHandler = async (event, tx) => {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerReference, event.reference))
    .limit(1);
  // Not one of ours (or settled elsewhere): recorded as seen, nothing to change.
  if (!payment) return;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for("update");
  if (!order) return;
  const now = new Date();

  if (event.type === "payment.succeeded") {
    if (payment.status === "authorized" || payment.status === "pending") {
      await tx
        .update(payments)
        .set({ status: "captured", updatedAt: now })
        .where(eq(payments.id, payment.id));
    }
    if (order.status === "placed") {
      await tx
        .update(orders)
        .set({ status: "paid", updatedAt: now })
        .where(eq(orders.id, order.id));
      await issueGiftCodes(tx, order.id);
    }
    return;
  }
  if (event.type === "payment.failed") {
    if (payment.status !== "authorized") return;
    await tx
      .update(payments)
      .set({
        status: "failed",
        failureMessage: "The payment provider reported a failure.",
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (order.status === "placed") {
      const cart = await loadCart(tx, order);
      await releaseStock(tx, cart);
      await unredeemPromo(tx, cart);
      await tx
        .update(orders)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    return;
  }
  if (event.amount >= payment.amount) {
    await tx
      .update(payments)
      .set({ status: "refunded", updatedAt: now })
      .where(eq(payments.id, payment.id));
    // A give-back of money taken for a bag that is a cart again refunds the payment, not an order.
    if (order.status === "placed" || order.status === "paid") {
      await tx
        .update(orders)
        .set({ status: "refunded", updatedAt: now })
        .where(eq(orders.id, order.id));
    }
  }
};
