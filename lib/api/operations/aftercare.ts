import { z } from "zod";
import { defineOperation } from "../operation";
import { idParams } from "./params";

/**
 * Issue 38: the client changes a made-to-order bag's design or cancels the order until the
 * atelier starts cutting. The same operations twice: for the signed-in customer's order (by id),
 * and for the order a guest tracks (the tracking grant's cookie, sent to /tracked-order only).
 */
const TAG = "Aftercare";

const windowSchema = z.object({
  open: z
    .boolean()
    .meta({ description: "Change and cancel are offered (the order is at received)." }),
  closes_on: z.iso
    .date()
    .nullable()
    .meta({ description: "The working day cutting is expected to start: the window's end." }),
  message: z.string(),
});

const aftercareSchema = z.object({
  window: windowSchema,
  lines: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      product_name: z.string(),
      design: z.string().meta({ description: "The ordered design, as a design link's `d`." }),
    }),
  ),
});

const changeBody = z.object({
  line_id: z.uuid(),
  configured_product_id: z.uuid(),
});

const quoteSchema = z.object({
  line_id: z.uuid(),
  label: z.string(),
  paid_price: z.number().int(),
  new_price: z.number().int(),
  paid_total: z.number().int(),
  new_total: z.number().int(),
  difference: z.number().int().meta({ description: "Cents: charged above 0, refunded below." }),
  promised_before: z.iso.date().nullable(),
  promised_after: z.iso.date().nullable(),
  date_moves: z.boolean(),
});

/** A change at the difference the client was shown: what every way of paying it starts from. */
export const differenceBody = changeBody.extend({
  expected_difference: z
    .number()
    .int()
    .meta({ description: "The difference the client was shown; another one now is a 409." }),
});

/** A difference's start as lib/orders/difference-payment.ts takes it. */
export const differenceRequestOf = (body: z.output<typeof differenceBody>) => ({
  lineId: body.line_id,
  configuredProductId: body.configured_product_id,
  expectedDifference: body.expected_difference,
});

const confirmBody = differenceBody.extend({
  payment_token: z
    .string()
    .min(1)
    .max(4000)
    .optional()
    .meta({ description: "For a dearer design: a token of the order's own payment method." }),
});

/** A confirmed change as lib/orders/aftercare.ts takes it: one reading for account and guest. */
export const designChangeOf = (body: z.output<typeof confirmBody>) => ({
  ...differenceRequestOf(body),
  paymentToken: body.payment_token,
});

const cancelledSchema = z.object({
  status: z.string(),
  refund: z
    .object({ status: z.enum(["none", "pending", "refunded", "failed"]), amount: z.number().int() })
    .nullable(),
});

const WINDOW_NOTE =
  " 409 `order_in_production` once the atelier reported cutting, `order_not_cancellable` when " +
  "the order is cancelled already.";

export const customerOrderAftercare = defineOperation({
  method: "GET",
  path: "/customer/orders/{id}/aftercare",
  summary: "Whether the order can still be changed or cancelled, until when, and its bags.",
  tag: TAG,
  auth: "customer",
  params: idParams,
  response: aftercareSchema,
});

export const quoteCustomerDesignChange = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/design-change-quote",
  summary:
    "The new design's price against the paid one, the difference and the new promised date. " +
    "Changes nothing." +
    WINDOW_NOTE,
  tag: TAG,
  auth: "customer",
  params: idParams,
  body: changeBody,
  response: quoteSchema,
  rateLimit: 60,
});

export const changeCustomerDesign = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/design-change",
  summary:
    "Confirms a design change: the difference is charged (or refunded) through the order's own " +
    "payment provider and the promised date booked again." +
    WINDOW_NOTE,
  tag: TAG,
  auth: "customer",
  params: idParams,
  body: confirmBody,
  response: quoteSchema,
  rateLimit: 20,
});

export const cancelCustomerOrder = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/cancel",
  summary:
    "Cancels the order: refunded in full to the method it was paid with, its pieces back in " +
    "stock, its promo use given back, and a mail to the client." +
    WINDOW_NOTE,
  tag: TAG,
  auth: "customer",
  params: idParams,
  response: cancelledSchema,
  rateLimit: 20,
});

export const trackedOrderAftercare = defineOperation({
  method: "GET",
  path: "/tracked-order/aftercare",
  summary: "As for a customer's order, for the order this browser tracks (guest tracking).",
  tag: TAG,
  auth: "none",
  response: aftercareSchema,
});

export const quoteTrackedDesignChange = defineOperation({
  method: "POST",
  path: "/tracked-order/design-change-quote",
  summary: "As for a customer's order, for the order this browser tracks.",
  tag: TAG,
  auth: "none",
  body: changeBody,
  response: quoteSchema,
  rateLimit: 60,
});

export const changeTrackedDesign = defineOperation({
  method: "POST",
  path: "/tracked-order/design-change",
  summary: "As for a customer's order, for the order this browser tracks.",
  tag: TAG,
  auth: "none",
  body: confirmBody,
  response: quoteSchema,
  rateLimit: 20,
});

export const cancelTrackedOrder = defineOperation({
  method: "POST",
  path: "/tracked-order/cancel",
  summary: "As for a customer's order, for the order this browser tracks.",
  tag: TAG,
  auth: "none",
  response: cancelledSchema,
  rateLimit: 20,
});
