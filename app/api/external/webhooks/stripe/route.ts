// POST /api/external/webhooks/stripe – not in spec 7: Stripe webhook (signed by Stripe; no CSRF)
import { handlePaymentEvent } from "@/lib/checkout/payment-events";
import { paymentConfig } from "@/lib/payments/config";
import { normalizeStripeEvent, verifyStripeEvent } from "@/lib/payments/stripe/webhook";
import { paymentWebhookRoute, webhookRejected } from "@/lib/api/webhooks";

export const POST = paymentWebhookRoute((raw, headers) => {
  const secret = paymentConfig().stripeWebhookSecret;
  if (!secret) return webhookRejected(404, "Not found.");
  try {
    return normalizeStripeEvent(verifyStripeEvent(raw, headers.get("stripe-signature"), secret));
  } catch {
    return webhookRejected(400, "The webhook signature is invalid or too old.");
  }
}, handlePaymentEvent);
