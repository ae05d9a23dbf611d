// POST /api/external/webhooks/paypal – not in spec 7: PayPal webhook (verified with PayPal's API; no CSRF)
import { handlePaymentEvent } from "@/lib/checkout/payment-events";
import { paymentConfig } from "@/lib/payments/config";
import { livePaypalApi } from "@/lib/payments/providers";
import {
  normalizePaypalEvent,
  paypalEventSchema,
  paypalWebhookHeaders,
} from "@/lib/payments/paypal/webhook";
import { paymentWebhookRoute, webhookRejected } from "@/lib/api/webhooks";

export const POST = paymentWebhookRoute(async (raw, headers) => {
  const config = paymentConfig();
  if (!config.paypal || !config.paypalWebhookId) return webhookRejected(404, "Not found.");
  const signature = paypalWebhookHeaders(headers);
  if (!signature) return webhookRejected(400, "The webhook signature headers are missing.");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return webhookRejected(400, "The webhook body is not JSON.");
  }
  const parsed = paypalEventSchema.safeParse(json);
  if (!parsed.success) return webhookRejected(400, "The webhook body is not a PayPal event.");
  // A network failure here throws: 500, and PayPal delivers the event again later.
  const genuine = await livePaypalApi(config).verifyWebhook(signature, raw, config.paypalWebhookId);
  if (!genuine) return webhookRejected(400, "The webhook signature is invalid.");
  return normalizePaypalEvent(parsed.data);
}, handlePaymentEvent);
