import "server-only";
import { z } from "zod";
import { decimalToCents } from "../amounts";
import type { PaymentEvent } from "../types";
import type { PaypalWebhookHeaders } from "./api";

const money = z.object({ currency_code: z.string(), value: z.string() });

export const paypalEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  create_time: z.string().optional(),
  resource: z
    .object({
      id: z.string(),
      amount: money.optional(),
      custom_id: z.string().optional(),
      links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
    })
    .loose(),
});
export type PaypalEvent = z.infer<typeof paypalEventSchema>;

/** The signature headers, or null when one is missing (then the request is refused). */
export function paypalWebhookHeaders(headers: Headers): PaypalWebhookHeaders | null {
  const authAlgo = headers.get("paypal-auth-algo");
  const certUrl = headers.get("paypal-cert-url");
  const transmissionId = headers.get("paypal-transmission-id");
  const transmissionSig = headers.get("paypal-transmission-sig");
  const transmissionTime = headers.get("paypal-transmission-time");
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime)
    return null;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

const TYPES: Record<string, PaymentEvent["type"]> = {
  "PAYMENT.CAPTURE.COMPLETED": "payment.succeeded",
  "PAYMENT.CAPTURE.DENIED": "payment.failed",
  "PAYMENT.CAPTURE.REFUNDED": "payment.refunded",
};

/** A refund names its capture only through the `up` link (…/v2/payments/captures/{id}). */
const captureIdFromLinks = (links: { rel: string; href: string }[] | undefined) => {
  const up = links?.find((link) => link.rel === "up")?.href;
  return up ? (/\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null) : null;
};

export function normalizePaypalEvent(event: PaypalEvent): PaymentEvent | null {
  const type = TYPES[event.event_type];
  if (!type) return null;
  const { resource } = event;
  const reference = type === "payment.refunded" ? captureIdFromLinks(resource.links) : resource.id;
  const amount = resource.amount ? decimalToCents(resource.amount.value) : null;
  if (!reference || amount === null || !resource.amount) return null;
  const occurred = event.create_time ? new Date(event.create_time) : new Date();
  return {
    provider: "paypal",
    eventId: event.id,
    type,
    reference,
    orderId: resource.custom_id ?? null,
    amount,
    currency: resource.amount.currency_code,
    occurredAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
  };
}
