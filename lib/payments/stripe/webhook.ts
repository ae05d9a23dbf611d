import "server-only";
import Stripe from "stripe";
import type { PaymentEvent } from "../types";

/** Stripe's default; set explicitly because 0 would switch the timestamp check off. */
const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks the `stripe-signature` header over the raw body (HMAC with the endpoint secret, and a
 * timestamp no older than 5 minutes, which stops replays). Throws when either fails.
 * Uses the SDK's static helper: verifying needs no API key.
 */
export function verifyStripeEvent(
  payload: string,
  signature: string | null,
  secret: string,
): Stripe.Event {
  if (!signature) throw new Error("Missing stripe-signature header.");
  return Stripe.webhooks.constructEvent(
    payload,
    signature,
    secret,
    STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  );
}

const intentId = (value: string | { id: string } | null) =>
  value === null ? null : typeof value === "string" ? value : value.id;

/** The three events orders care about; null for everything else (acknowledged, not recorded). */
export function normalizeStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const base = {
    provider: "stripe" as const,
    eventId: event.id,
    occurredAt: new Date(event.created * 1000),
  };
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        ...base,
        type: event.type === "payment_intent.succeeded" ? "payment.succeeded" : "payment.failed",
        reference: intent.id,
        orderId: intent.metadata.order_id ?? null,
        amount: event.type === "payment_intent.succeeded" ? intent.amount_received : intent.amount,
        currency: intent.currency.toUpperCase(),
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const reference = intentId(charge.payment_intent);
      // A charge made outside PaymentIntents is not one of ours.
      if (!reference) return null;
      return {
        ...base,
        type: "payment.refunded",
        reference,
        // Charges do not inherit the intent's metadata; orders match on the reference.
        orderId: charge.metadata.order_id ?? null,
        amount: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    default:
      return null;
  }
}
