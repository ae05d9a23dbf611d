import { z } from "zod";
import { defineOperation } from "../operation";
import { differenceBody } from "./aftercare";
import { idParams } from "./params";

/**
 * Issue 38: a dearer design's difference paid with a live card. The server prices the change
 * again and creates a Stripe PaymentIntent for the difference it finds; the client confirms it
 * with the PaymentElement and sends its id as the design change's `payment_token`.
 */
const intentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount: z.number().int().meta({ description: "Cents: the server's difference." }),
});

const SUMMARY =
  "Live card payments: a Stripe PaymentIntent for a dearer design's difference, as the server " +
  "prices it (authorized only; the change captures it). The same change and difference give " +
  "the same intent back. 409 `change_price_changed` when the difference moved, " +
  "`change_not_dearer`, `change_pays_locally` (local mode: the card form's token), " +
  "`change_pays_with_paypal` and `change_pays_by_checkout` (paid with PayPal, the wallet or " +
  "financing: their own operations), `change_needs_client_care` (no online way for this " +
  "order), `order_in_production` after cutting.";

export const startCustomerDifferencePayment = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/design-change-payment",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "customer",
  params: idParams,
  body: differenceBody,
  response: intentSchema,
  rateLimit: 20,
});

export const startTrackedDifferencePayment = defineOperation({
  method: "POST",
  path: "/tracked-order/design-change-payment",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "none",
  body: differenceBody,
  response: intentSchema,
  rateLimit: 20,
});
