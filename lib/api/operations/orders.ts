import { z } from "zod";
import { defineOperation } from "../operation";
import { uuidParam, idParams } from "./params";
import { REFERRAL_SOURCE_VALUES } from "../../checkout/referral";
import { cartViewSchema } from "../../cart/view-schema";

const uuid = (message: string) => z.uuid({ error: message }).transform((v) => v.toLowerCase());

/** The spellings the storefront uses for what goes in a cart, mapped to one name. */
const ORDERABLE_TYPES = {
  configured_product: "configured_product",
  "configured-product": "configured_product",
  configuredproduct: "configured_product",
  product: "product",
  gift_code: "gift_code",
  "gift-code": "gift_code",
  giftcode: "gift_code",
} as const;
type OrderableAlias = keyof typeof ORDERABLE_TYPES;

export const orderableTypeSchema = z
  .string({ error: "Please say what to add: configured_product, product or gift_code." })
  .transform((v) => v.toLowerCase())
  .pipe(
    z.enum(Object.keys(ORDERABLE_TYPES) as [OrderableAlias, ...OrderableAlias[]], {
      error: "Please say what to add: configured_product, product or gift_code.",
    }),
  )
  .transform((v) => ORDERABLE_TYPES[v]);

const ignored = (description: string) => z.unknown().optional().meta({ description });

export const createOrder = defineOperation({
  method: "POST",
  path: "/orders",
  summary:
    "Start a cart with its first item (a complete design of the caller's, a stock piece or a " +
    "gift card). Prices come from the server. Sets the cart-id cookie.",
  tag: "Cart",
  auth: "optional",
  body: z.object({
    orderable_type: orderableTypeSchema,
    orderable_id: uuid("Please choose something to add to the bag."),
    session_id: ignored("Ignored: guests are identified by their web session."),
    customer_id: ignored("Ignored: the customer is the authenticated one."),
    retailer_store_id: ignored("Ignored: the store is resolved from the host."),
  }),
  response: cartViewSchema,
  rateLimit: 60,
});

export const showOrder = defineOperation({
  method: "GET",
  path: "/orders/{id}",
  summary: "The caller's cart with lines, gift boxes, promo and totals (`?type=cart`).",
  tag: "Cart",
  auth: "optional",
  params: idParams,
  query: z.object({ type: z.enum(["cart"]).default("cart") }),
  response: cartViewSchema,
});

export const updateOrder = defineOperation({
  method: "PUT",
  path: "/orders/{id}",
  summary:
    "Change cart-level details where the store's section matrix asks for them: comments, the " +
    "stylist (name or code) and client note, how the shopper heard about us and a referrer.",
  tag: "Cart",
  auth: "optional",
  params: idParams,
  body: z.object({
    comments: z
      .string({ error: "Comments must be text." })
      .trim()
      .max(2000, "Please keep comments under 2000 characters.")
      .nullable()
      .optional(),
    stylist: z
      .string({ error: "The stylist must be text." })
      .trim()
      .max(80, "Please keep the stylist's name under 80 characters.")
      .nullable()
      .optional()
      .meta({ description: "A seeded stylist's name or code; empty or null clears it." }),
    client_note: z
      .string({ error: "The client note must be text." })
      .trim()
      .max(1000, "Please keep the client note under 1000 characters.")
      .nullable()
      .optional(),
    referral_source: z
      .enum(REFERRAL_SOURCE_VALUES, { error: "Please choose one of the answers." })
      .nullable()
      .optional(),
    // An emptied field clears the referrer.
    referrer_email: z
      .preprocess(
        (v) => (typeof v === "string" ? v.trim() || null : v),
        z
          .email({ error: "Please enter a valid e-mail address for who referred you." })
          .max(254)
          .transform((v) => v.toLowerCase())
          .nullable(),
      )
      .optional(),
  }),
  response: cartViewSchema,
});

const cartItemParams = z.object({
  type: orderableTypeSchema,
  itemId: uuidParam,
  cartId: uuidParam,
  token: z.string().max(200),
});

/** The two one-click cart links: a GET that changes state, so it needs the XSRF header too. */
const cartItemOperation = <Path extends string>(path: Path, summary: string) =>
  defineOperation({
    method: "GET",
    path,
    summary,
    tag: "Cart",
    auth: "optional",
    params: cartItemParams,
    response: cartViewSchema,
    mutates: true,
    rateLimit: 120,
  });

export const addCartItem = cartItemOperation(
  "/add-cart-item/{type}/{itemId}/{cartId}/{token}",
  "Add one more item to the caller's cart. Changes state, so it needs the XSRF header like a " +
    "POST. `token` is the customer's api token or `guest`.",
);

export const removeCartItem = cartItemOperation(
  "/remove-cart-item/{type}/{itemId}/{cartId}/{token}",
  "Remove the line holding this item from the caller's cart (XSRF header required).",
);

export const latestCart = defineOperation({
  method: "GET",
  path: "/customer/orders/getLatestCart",
  summary: "The signed-in customer's most recent cart, or null.",
  tag: "Cart",
  auth: "customer",
  response: cartViewSchema.nullable(),
});

export const customerOrders = defineOperation({
  method: "GET",
  path: "/customer/orders",
  summary: "The signed-in customer's placed orders, newest first (at most 50).",
  tag: "Cart",
  auth: "customer",
  response: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      status: z.string(),
      total: z.number().int(),
      currency: z.string(),
      placed_at: z.string().nullable(),
      item_count: z.number().int(),
    }),
  ),
});

export const claimCustomerOrder = defineOperation({
  method: "PUT",
  path: "/customer/orders/{id}",
  summary:
    "Attach a cart made in this browser to the signed-in customer, so it follows them " +
    "(getLatestCart on another device).",
  tag: "Cart",
  auth: "customer",
  params: idParams,
  response: cartViewSchema,
});
