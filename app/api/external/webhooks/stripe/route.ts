// POST /api/external/webhooks/stripe – not in spec 7: Stripe webhook (signed by Stripe; no CSRF)
import type { NextRequest } from "next/server";
import { handlePaymentEvent } from "@/lib/checkout/payment-events";
import { paymentConfig } from "@/lib/payments/config";
import { normalizeStripeEvent, verifyStripeEvent } from "@/lib/payments/stripe/webhook";
import {
  deliverPaymentEvent,
  webhookAcknowledged,
  webhookGuard,
  webhookRejected,
} from "@/lib/api/webhooks";
import { readBodyText } from "@/lib/api/read-body";

export const POST = (request: NextRequest) =>
  webhookGuard(async () => {
    const secret = paymentConfig().stripeWebhookSecret;
    if (!secret) return webhookRejected(404, "Not found.");
    const payload = await readBodyText(request);
    let event;
    try {
      event = verifyStripeEvent(payload, request.headers.get("stripe-signature"), secret);
    } catch {
      return webhookRejected(400, "The webhook signature is invalid or too old.");
    }
    const normalized = normalizeStripeEvent(event);
    // Events orders do not need are acknowledged so Stripe stops sending them, not recorded.
    if (!normalized) return webhookAcknowledged({ ignored: true });
    return deliverPaymentEvent(normalized, handlePaymentEvent);
  });
