import "server-only";
import { captured, failure, MESSAGES } from "../failures";
import type { ChargeRequest, ChargeResult, PaymentProvider, Stranded } from "../types";
import {
  createAuthorizeOnlyIntent,
  stripeErrorCode,
  type StripeClientLike,
  type StripeIntent,
} from "./client";
import { log } from "../../log";

/**
 * Card payments through Stripe PaymentIntents. The browser confirms the intent with the
 * PaymentElement and sends its id; here the intent is read back from Stripe and accepted only
 * when it belongs to this order and its amount and currency are the server's total.
 */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{8,}$/;

/**
 * What the intent holds that the order does not match, as money to give back: an authorization
 * (void) or a payment (refund). Null when it holds nothing.
 */
function strandedIn(intent: StripeIntent, reason: string): Stranded | null {
  const currency = intent.currency.toUpperCase();
  if (intent.status === "requires_capture") {
    return { action: "void", reference: intent.id, amount: intent.amount, currency, reason };
  }
  if (intent.status === "succeeded" && intent.amount_received > 0) {
    return {
      action: "refund",
      reference: intent.id,
      amount: intent.amount_received,
      currency,
      reason,
    };
  }
  return null;
}

/** Gives back what the intent holds: cancels an authorization, refunds a payment. Throws. */
async function letGo(client: StripeClientLike, intent: StripeIntent): Promise<void> {
  if (intent.status === "requires_capture") await client.paymentIntents.cancel(intent.id);
  else if (intent.status === "succeeded" && intent.amount_received > 0) {
    await client.refunds.create({ payment_intent: intent.id, amount: intent.amount_received });
  }
}

/** letGo for a shopper's refused order: a failure is logged, the shopper is answered anyway. */
async function release(client: StripeClientLike, intent: StripeIntent): Promise<void> {
  try {
    await letGo(client, intent);
  } catch (error) {
    log().error({ err: error }, `[payments] could not release Stripe intent ${intent.id}`);
  }
}

function declined(intent: StripeIntent): ChargeResult {
  const error = intent.last_payment_error;
  return failure(
    "stripe",
    error?.decline_code ?? error?.code ?? "card_declined",
    // Stripe writes these for shoppers ("Your card was declined.").
    error?.message ?? "Your card was declined.",
  );
}

export function createStripeProvider(client: StripeClientLike): PaymentProvider {
  return {
    name: "stripe",
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!PAYMENT_INTENT_ID.test(request.token)) {
        return failure("stripe", "invalid_token", MESSAGES.invalid);
      }
      let intent: StripeIntent;
      try {
        intent = await client.paymentIntents.retrieve(request.token);
      } catch (error) {
        if (stripeErrorCode(error) === "resource_missing") {
          return failure("stripe", "invalid_token", MESSAGES.invalid);
        }
        throw error;
      }
      // Another order's intent: not ours to capture, cancel or refund.
      if (intent.metadata.order_id !== request.orderId) {
        return failure("stripe", "order_mismatch", MESSAGES.invalid);
      }
      const paid = intent.status === "succeeded" ? intent.amount_received : intent.amount;
      if (
        intent.currency !== "usd" ||
        intent.amount !== request.amount ||
        paid !== request.amount
      ) {
        // The caller records what the intent holds and gives it back (retried if refused).
        const reason = intent.currency === "usd" ? "amount_mismatch" : "currency_mismatch";
        return failure(
          "stripe",
          "amount_mismatch",
          MESSAGES.amountMismatch,
          strandedIn(intent, reason),
        );
      }
      switch (intent.status) {
        case "succeeded":
          return captured("stripe", intent.id);
        case "requires_capture": {
          const after = await client.paymentIntents.capture(
            intent.id,
            { amount_to_capture: request.amount },
            { idempotencyKey: `${request.idempotencyKey}:capture` },
          );
          if (after.status === "succeeded" && after.amount_received === request.amount) {
            return captured("stripe", after.id);
          }
          return failure(
            "stripe",
            "capture_failed",
            MESSAGES.generic,
            strandedIn(after, "capture_mismatch"),
          );
        }
        case "processing":
          return failure(
            "stripe",
            "processing",
            "Your payment is still being processed. Please wait a moment and try again.",
          );
        case "requires_payment_method":
          return declined(intent);
        case "requires_action":
        case "requires_confirmation":
          return failure(
            "stripe",
            "authentication_required",
            "Please complete your bank's verification to finish the payment.",
          );
        default:
          return failure("stripe", intent.status, MESSAGES.generic);
      }
    },
    async release(token) {
      if (!PAYMENT_INTENT_ID.test(token)) return;
      try {
        await release(client, await client.paymentIntents.retrieve(token));
      } catch (error) {
        log().error({ err: error }, "[payments] could not release a Stripe intent");
      }
    },
    async refund(reference, amount) {
      await client.refunds.create({ payment_intent: reference, amount });
    },
    async giveBack(stranded, key) {
      // Read again: a hold given back late may have been captured meanwhile, and what was
      // refunded already (a retry after a lost answer, past the key's 24 hours) is not refunded
      // twice.
      const intent = await client.paymentIntents.retrieve(stranded.reference);
      if (intent.status === "canceled") return;
      if (intent.status === "requires_capture") {
        await client.paymentIntents.cancel(intent.id, {}, { idempotencyKey: key });
        return;
      }
      if (intent.status !== "succeeded") {
        throw new Error(`The intent is ${intent.status}; it is given back once it settles.`);
      }
      const refunds = await client.refunds.list({ payment_intent: intent.id, limit: 100 });
      const refunded = refunds.data
        .filter((refund) => refund.status !== "failed" && refund.status !== "canceled")
        .reduce((sum, refund) => sum + refund.amount, 0);
      const target = (stranded.refundedBefore ?? 0) + stranded.amount;
      const owed = Math.min(target, intent.amount_received) - refunded;
      if (owed <= 0) return;
      await client.refunds.create(
        { payment_intent: intent.id, amount: owed },
        { idempotencyKey: key },
      );
    },
    async lookup({ token, orderId, amount }) {
      if (!token || !PAYMENT_INTENT_ID.test(token)) return { state: "unknown" };
      let intent: StripeIntent;
      try {
        intent = await client.paymentIntents.retrieve(token);
      } catch (error) {
        if (stripeErrorCode(error) === "resource_missing") return { state: "none" };
        throw error;
      }
      // Another order's intent: charge() would have refused it, so nothing moved for this one.
      if (intent.metadata.order_id !== orderId) return { state: "none" };
      if (intent.status === "processing") return { state: "unknown" };
      if (intent.status === "succeeded" && intent.amount_received === amount) {
        return { state: "captured", reference: intent.id };
      }
      // An authorization nobody captured, or a wrong sum: the shopper never saw this order
      // confirmed, so what the intent holds is recorded and given back by the caller.
      const stranded = strandedIn(
        intent,
        intent.status === "requires_capture" ? "not_captured" : "amount_mismatch",
      );
      return stranded ? { state: "stranded", stranded } : { state: "none" };
    },
  };
}

/**
 * The intent the PaymentElement confirms. The idempotency key includes the amount: reloading the
 * page gets the same intent back, a changed cart total gets a new one.
 */
export async function createStripePaymentIntent(
  client: StripeClientLike,
  orderId: string,
  amount: number,
): Promise<{ id: string; clientSecret: string }> {
  // The browser only authorizes; placeOrder captures once the order is accepted (stock taken,
  // total agreed), so a refused order never leaves the shopper charged.
  return createAuthorizeOnlyIntent(client, {
    amount,
    metadata: { order_id: orderId },
    description: `Atelier Ardent order ${orderId}`,
    idempotencyKey: `pi:${orderId}:${amount}`,
  });
}
