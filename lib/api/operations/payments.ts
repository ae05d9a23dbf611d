import { z } from "zod";
import { cardTokenBody, cardTokenResponse, orderRefBody } from "../../payments/schemas";
import { defineOperation } from "../operation";

/**
 * Payment start-up calls (spec 7 names only placeOrder and the wallet details GET; the rest is
 * how each provider gets its token). Every amount is the server's cart total: clients send only
 * the order id.
 */
const TAG = "Payments";

export const createLocalCardToken = defineOperation({
  method: "POST",
  path: "/payments/local/card-tokens",
  summary:
    "Local payment simulation: tokenize a test card (4242… succeeds, 4000…0002 declines). 404 when live card payments are configured.",
  tag: TAG,
  auth: "none",
  body: cardTokenBody,
  response: cardTokenResponse,
  // Card-testing bots try many numbers; a shopper needs a handful.
  rateLimit: 20,
});

export const createPaypalOrder = defineOperation({
  method: "POST",
  path: "/payments/paypal/orders",
  summary:
    "Create a PayPal order for the cart's server-computed total; the buttons approve its id.",
  tag: TAG,
  auth: "optional",
  body: orderRefBody,
  response: z.object({ id: z.string() }),
  rateLimit: 30,
});

export const createPaymentIntent = defineOperation({
  method: "POST",
  path: "/payments/stripe/payment-intents",
  summary:
    "Live card payments: a Stripe PaymentIntent for the cart total, for the PaymentElement. 404 in local mode.",
  tag: TAG,
  auth: "optional",
  body: orderRefBody,
  response: z.object({ id: z.string(), client_secret: z.string() }),
  rateLimit: 30,
});

export const createFinancingCheckout = defineOperation({
  method: "POST",
  path: "/payments/financing/checkouts",
  summary:
    "Start financing for the cart total; the shopper is sent to `redirect_url` and returns to /checkout/confirmation_affirm?checkout_token=….",
  tag: TAG,
  auth: "optional",
  body: orderRefBody,
  response: z.object({ redirect_url: z.string() }),
  rateLimit: 30,
});

export const financingCheckoutStatus = defineOperation({
  method: "GET",
  path: "/payments/financing/checkouts/{token}",
  summary:
    "Whether the financing provider approved the checkout; polled every second (spec 9) until `approved`.",
  tag: TAG,
  auth: "none",
  params: z.object({ token: z.string().min(4).max(4096) }),
  response: z.object({
    status: z.enum(["pending", "approved"]),
    amount: z.number().int().nullable(),
    order_id: z.string().nullable(),
  }),
  // One poll a second, with room for a second tab.
  rateLimit: 180,
});

export const createWalletCheckout = defineOperation({
  method: "POST",
  path: "/payments/wallet/checkouts",
  summary:
    "Local payment simulation: the wallet sign-in, returning to /checkout/amazon_pay_confirmation with an order reference id and access token. 404 when the live wallet is configured.",
  tag: TAG,
  auth: "optional",
  body: orderRefBody,
  response: z.object({ redirect_url: z.string() }),
  rateLimit: 30,
});

const nullableText = z.string().nullable();

export const walletOrderReferenceDetails = defineOperation({
  method: "GET",
  path: "/payments/wallet/order-reference-details",
  summary:
    "Spec 7: the wallet order reference's buyer, shipping address, amount (cents) and state, for the shopper's own order.",
  tag: TAG,
  auth: "optional",
  query: z.object({
    order_id: z.uuid({ error: "Please send the order id." }).transform((v) => v.toLowerCase()),
    order_reference_id: z
      .string({ error: "Please send the order reference id." })
      .min(1, "Please send the order reference id.")
      .max(4096),
    access_token: z
      .string({ error: "Please send the wallet access token." })
      .min(1, "Please send the wallet access token.")
      .max(4096),
  }),
  response: z.object({
    order_reference_id: z.string(),
    state: z.string(),
    amount: z.number().int().nullable(),
    currency: nullableText,
    buyer: z.object({ name: nullableText, email: nullableText }).nullable(),
    shipping_address: z
      .object({
        name: nullableText,
        line1: nullableText,
        line2: nullableText,
        city: nullableText,
        state: nullableText,
        postal_code: nullableText,
        country: nullableText,
      })
      .nullable(),
  }),
});
