import { z } from "zod";
import { deliveryDateSchema } from "../calendar/delivery-date";
import { PAYMENT_STATUSES } from "../db/schema/enums";

const cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description} (cents)` });

const pivotSchema = z
  .object({
    id: z.uuid().meta({ description: "The cart line id." }),
    created_at: z.string().meta({ description: "When it was added; lists sort by it." }),
    quantity: z.number().int().positive(),
    unit_price: cents("Today's price of one"),
  })
  .meta({ description: "The line that holds the item in the cart." });

const totalsSchema = z.object({
  item_total: cents("Bags, pieces and gift boxes"),
  promo_total: cents("Promo discount"),
  gift_code_total: cents("Gift cards bought, with the delivery surcharge"),
  adjustment_total: cents("Associate adjustments"),
  included_tax_total: cents("8.875 % tax on the non-gift items"),
  shipping_total: cents("Always 0"),
  total: cents("What will be charged"),
});

export const cartViewSchema = z.object({
  id: z.uuid().meta({ description: "The cart id, kept by the storefront in the cart-id cookie." }),
  cart: totalsSchema.extend({
    id: z.uuid(),
    number: z.string().nullable(),
    status: z.string(),
    currency: z.string(),
    retail_store_id: z.uuid(),
    comments: z.string().nullable(),
    stylist: z
      .object({ code: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The stylist named at checkout (stylist store)." }),
    client_note: z.string().nullable(),
    referral_source: z.string().nullable(),
    referrer_email: z.string().nullable(),
    receipt_number: z
      .string()
      .nullable()
      .meta({ description: "The department store's till receipt, once entered." }),
    promised_delivery: deliveryDateSchema
      .nullable()
      .meta({ description: "Placed orders: the date promised when it was placed; carts: null." }),
  }),
  configured_products: z.array(
    z.object({
      id: z.uuid(),
      data: z.string(),
      product: z.object({ id: z.uuid(), name: z.string(), label: z.string() }),
      image_url: z.string(),
      price: cents("Today's price of the design"),
      summary: z.array(z.object({ component: z.string(), choice: z.string() })),
      personalizations: z.array(
        // `placement`: the part of the bag it is stamped on, as the configurator names it.
        z.object({ text: z.string(), type: z.string(), placement: z.string() }),
      ),
      pivot: pivotSchema,
    }),
  ),
  products: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      label: z.string(),
      sku: z.string().nullable(),
      product_type: z.string(),
      category: z.string().nullable(),
      image_url: z.string().nullable(),
      starting_price: cents("Price"),
      stock: z.number().int().nullable(),
      pivot: pivotSchema,
    }),
  ),
  gift_codes: z.array(
    z.object({
      id: z.uuid(),
      amount: cents("Value of the card"),
      price: cents("Amount plus the 500-cent delivery surcharge when posted"),
      address: z.unknown(),
      sender_name: z.string().nullable(),
      recipient_name: z.string().nullable(),
      recipient_email: z.string().nullable(),
      message: z.string().nullable(),
      pivot: pivotSchema,
    }),
  ),
  gift_boxes: z.array(
    z.object({
      id: z.uuid(),
      gift_box_id: z.uuid(),
      name: z.string(),
      label: z.string(),
      price: cents("Box price"),
      order_item_id: z
        .uuid()
        .nullable()
        .meta({ description: "The line it wraps; null: the order." }),
      message: z.string().nullable(),
    }),
  ),
  adjustments: z.array(z.object({ id: z.uuid(), label: z.string(), amount: cents("Amount") })),
  sales_associate: z
    .object({ user_name: z.string(), display_name: z.string() })
    .nullable()
    .meta({ description: "Department-store kiosks: the associate signed in to this bag." }),
  promo_code: z
    .object({
      code: z.string(),
      kind: z.enum(["percentage", "fixed"]),
      value: z.number().int(),
      applied: z.boolean(),
      message: z.string().nullable().meta({ description: "Why it does not apply right now." }),
    })
    .nullable(),
  payments: z
    .array(
      z.object({
        provider: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        amount: cents("Amount"),
        currency: z.string(),
      }),
    )
    .meta({ description: "Payment attempts on this order, oldest first." }),
  item_count: z.number().int(),
  back_link: z.object({ href: z.string(), label: z.string() }),
});
