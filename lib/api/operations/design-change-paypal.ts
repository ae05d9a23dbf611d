import { z } from "zod";
import { defineOperation } from "../operation";
import { differenceBody } from "./aftercare";
import { idParams } from "./params";

/**
 * Issue 38: a dearer design's difference for an order paid with PayPal (docs/adr/0350). The
 * server prices the change again and creates a PayPal order for the difference it finds; the
 * client approves it with the PayPal buttons and sends its id as the design change's
 * `payment_token`.
 */
const paypalOrderSchema = z.object({
  id: z.string().meta({ description: "The PayPal order id the buttons approve." }),
  amount: z.number().int().meta({ description: "Cents: the server's difference." }),
});

const SUMMARY =
  "Orders paid with PayPal: a PayPal order (Orders v2, intent CAPTURE) for a dearer design's " +
  "difference, as the server prices it; the change captures it once approved. The same change " +
  "and difference give the same PayPal order back. 409 `change_price_changed` when the " +
  "difference moved, `change_not_dearer`, `change_not_paypal` (the order was not paid with " +
  "PayPal, or PayPal is off), `order_in_production` after cutting.";

export const startCustomerPaypalDifference = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/design-change-paypal-order",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "customer",
  params: idParams,
  body: differenceBody,
  response: paypalOrderSchema,
  rateLimit: 20,
});

export const startTrackedPaypalDifference = defineOperation({
  method: "POST",
  path: "/tracked-order/design-change-paypal-order",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "none",
  body: differenceBody,
  response: paypalOrderSchema,
  rateLimit: 20,
});
