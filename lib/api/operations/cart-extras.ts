import { z } from "zod";
import { giftCodeInputSchema } from "../../cart/gift-code-schema";
import { defineOperation } from "../operation";
import { uuidParam, idParams } from "./params";
import { cartViewSchema } from "../../cart/view-schema";

const id = (message: string) => z.uuid({ error: message }).transform((v) => v.toLowerCase());

export const createGiftCode = defineOperation({
  method: "POST",
  path: "/gift-codes",
  summary:
    "Create a gift card to buy: an amount the store offers, e-mailed or posted (+500 cents). " +
    "Put it in the cart with POST /orders or add-cart-item (type gift_code).",
  tag: "Cart",
  auth: "optional",
  body: giftCodeInputSchema,
  response: z.object({
    id: z.uuid(),
    amount: z.number().int(),
    price: z.number().int().meta({ description: "Amount plus the delivery surcharge (cents)." }),
    delivery: z.enum(["email", "post"]),
    address: z.unknown(),
    sender_name: z.string().nullable(),
    recipient_name: z.string().nullable(),
    recipient_email: z.string().nullable(),
    message: z.string().nullable(),
  }),
  rateLimit: 30,
});

export const listGiftBoxesOperation = defineOperation({
  method: "GET",
  path: "/public/gift-boxes",
  summary: "The gift boxes a cart can be wrapped in (not in spec 7; the cart page lists them).",
  tag: "Cart",
  auth: "none",
  response: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      label: z.string(),
      description: z.string(),
      price: z.number().int(),
      image_url: z.string(),
    }),
  ),
});

export const addGiftBoxToOrder = defineOperation({
  method: "PUT",
  path: "/orders/add-gift-box/{id}",
  summary: "Wrap the whole order in this gift box (replaces the order's previous box).",
  tag: "Cart",
  auth: "optional",
  params: idParams,
  body: z.object({ product_id: id("Please choose one of our gift boxes.") }),
  response: cartViewSchema,
});

const boxMessage = z
  .string()
  .trim()
  .max(200, "Please keep the card message under 200 characters.")
  .nullable()
  .optional();

export const createOrderGiftBox = defineOperation({
  method: "POST",
  path: "/order-gift-boxes",
  summary: "Wrap one cart line (or, without order_item_id, the order) in a gift box.",
  tag: "Cart",
  auth: "optional",
  body: z.object({
    order_id: id("Your bag could not be found."),
    gift_box_id: id("Please choose one of our gift boxes."),
    order_item_id: id("Please choose an item in your bag.").nullable().optional(),
    message: boxMessage,
  }),
  response: cartViewSchema,
});

export const deleteOrderGiftBox = defineOperation({
  method: "DELETE",
  path: "/order-gift-boxes",
  summary: "Remove a gift box from the cart.",
  tag: "Cart",
  auth: "optional",
  body: z.object({
    order_id: id("Your bag could not be found."),
    id: id("Please choose a gift box in your bag."),
  }),
  response: cartViewSchema,
});

const promoCode = z
  .string({ error: "Please enter a promo code." })
  .trim()
  .min(1, "Please enter a promo code.")
  .max(40, "This promo code is not valid.");

export const promoCodeEligibility = defineOperation({
  method: "GET",
  path: "/promo-code-eligibility/{id}/{x}",
  summary:
    "Whether the code may be applied to this cart: content 1 when eligible, else 0 with the " +
    "reason in `message`.",
  tag: "Cart",
  auth: "optional",
  // Any text is a code to check: a malformed one is simply not eligible (content 0).
  params: z.object({ id: uuidParam, x: z.string().max(500) }),
  response: z.union([z.literal(1), z.literal(0)]),
  envelope: z.object({ message: z.string().optional() }),
  rateLimit: 30,
});

export const addPromoCodeToOrder = defineOperation({
  method: "POST",
  path: "/addPromoCodeToOrder",
  summary: "Apply a promo code to the cart after checking it; `code: null` removes it.",
  tag: "Cart",
  auth: "optional",
  body: z.object({ code: promoCode.nullable(), order_id: id("Your bag could not be found.") }),
  response: cartViewSchema,
  rateLimit: 30,
});

export const createOrderAdjustment = defineOperation({
  method: "POST",
  path: "/order-adjustments",
  summary:
    "Department-store kiosks: an associate's adjustment on the cart (negative is a discount); " +
    "the goods never go below zero. Enrolled kiosks only (403 `kiosk_not_enrolled`). Each " +
    "needs a fresh associate PIN, which it spends (403 `associate_pin_required`: ask for the " +
    "PIN, then retry).",
  tag: "Cart",
  auth: "optional",
  body: z.object({
    order_id: id("Your bag could not be found."),
    label: z
      .string({ error: "Please say what the adjustment is for." })
      .trim()
      .min(1, "Please say what the adjustment is for.")
      .max(80, "Please keep the label under 80 characters."),
    amount: z
      .number({ error: "Please enter the amount in cents." })
      .int("Please enter the amount in cents.")
      .min(-100_000, "An adjustment is at most $1,000.00.")
      .max(100_000, "An adjustment is at most $1,000.00.")
      .refine((v) => v !== 0, "An adjustment of zero changes nothing."),
  }),
  response: cartViewSchema,
  rateLimit: 60,
});

export const deleteOrderAdjustment = defineOperation({
  method: "DELETE",
  path: "/order-adjustments/{id}",
  summary:
    "Remove an adjustment from the caller's cart, from an enrolled kiosk (403 " +
    "`kiosk_not_enrolled`). Needs a live associate binding (403 `associate_pin_required` once " +
    "it ended), which this keeps alive.",
  tag: "Cart",
  auth: "optional",
  params: idParams,
  response: cartViewSchema,
});
