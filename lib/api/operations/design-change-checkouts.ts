import { z } from "zod";
import { defineOperation } from "../operation";
import { differenceBody } from "./aftercare";
import { idParams } from "./params";

/**
 * Issue 38: a dearer design's difference for an order paid with the wallet or financing, through
 * that provider's own checkout for the difference (ADRs 0420, 0421). The server prices the change
 * again and answers where to send the client; the provider sends them back to the change's
 * review page with its token, which goes with the design change as its `payment_token`.
 */
const checkoutSchema = z.object({
  provider: z.enum(["wallet", "financing"]),
  redirect_url: z.string().meta({
    description:
      "Where to send the client: the provider's checkout, or (test payments) the review page.",
  }),
  amount: z.number().int().meta({ description: "Cents: the server's difference." }),
});

const SUMMARY =
  "Orders paid with the wallet or financing: the provider's checkout for a dearer design's " +
  "difference, as the server prices it (financing: a new application for the difference). " +
  "409 `change_price_changed` when the difference moved, `change_not_dearer`, " +
  "`change_not_by_checkout` (the order was paid otherwise), `order_in_production` after " +
  "cutting; 404 when the wallet signs in with its own button (live keys).";

export const startCustomerDifferenceCheckout = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/design-change-checkout",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "customer",
  params: idParams,
  body: differenceBody,
  response: checkoutSchema,
  rateLimit: 20,
});

export const startTrackedDifferenceCheckout = defineOperation({
  method: "POST",
  path: "/tracked-order/design-change-checkout",
  summary: SUMMARY,
  tag: "Aftercare",
  auth: "none",
  body: differenceBody,
  response: checkoutSchema,
  rateLimit: 20,
});
