import { z } from "zod";
import { customerDetailsSchema } from "../../customers/details-schema";
import { PAYMENT_METHODS } from "../../payments/types";
import { defineOperation } from "../operation";
import { uuidParam } from "./params";
import { cartViewSchema } from "../../cart/view-schema";

const cartId = z.uuid({ error: "Your bag could not be found." }).transform((v) => v.toLowerCase());

export const createCustomer = defineOperation({
  method: "POST",
  path: "/customers",
  summary:
    "Checkout registration for a guest: who is buying and where it goes, attached to the cart. " +
    "An e-mail that belongs to an account must sign in instead (422).",
  tag: "Checkout",
  auth: "optional",
  body: z.object({
    customerDetails: customerDetailsSchema,
    order_id: cartId,
    api_token: z.unknown().optional().meta({ description: "Ignored; use the session or bearer." }),
  }),
  response: cartViewSchema,
  rateLimit: 30,
});

export const placeOrderOperation = defineOperation({
  method: "POST",
  path: "/placeOrder",
  summary:
    "Place the order: the total must equal the server's; stock and promo are taken in the same " +
    "transaction; the payment is charged once per order (a repeat answers with the same order); " +
    "a failed payment puts everything back. An invoice (department-store kiosks) needs an " +
    "enrolled kiosk (403 `kiosk_not_enrolled`) and a live associate binding.",
  tag: "Checkout",
  auth: "optional",
  body: z.object({
    retailer_store_id: z.unknown().optional().meta({ description: "Ignored: from the host." }),
    order_id: cartId,
    total: z
      .number({ error: "Please confirm the total." })
      .int("Please confirm the total.")
      .min(0, "Please confirm the total."),
    payment_method: z.enum([...PAYMENT_METHODS, "invoice"], {
      error: "Please choose how you would like to pay.",
    }),
    payment_token: z
      .string()
      .trim()
      .min(1, "Please enter your payment details.")
      .max(4000)
      .optional(),
  }),
  response: cartViewSchema,
  rateLimit: 60,
});

export const submitReceiptOperation = defineOperation({
  method: "POST",
  path: "/submit-receipt/{orderId}/{receiptNumber}",
  summary:
    "Department-store kiosks: record the partner's till receipt number for the session's own " +
    "invoiced order (marks the invoice captured), from an enrolled kiosk (403 " +
    "`kiosk_not_enrolled`). Needs a fresh associate PIN, which it spends " +
    "(403 `associate_pin_required`); the number is upper-cased, has a digit, and captures one " +
    "order only (422 `receipt_number_used`).",
  tag: "Checkout",
  auth: "optional",
  params: z.object({
    orderId: uuidParam,
    // Checked by the handler, so a mistyped receipt is a 422 rather than a 404.
    receiptNumber: z.string(),
  }),
  response: cartViewSchema,
  rateLimit: 30,
});
