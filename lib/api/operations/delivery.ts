import { z } from "zod";
import { deliveryDateSchema } from "../../calendar/delivery-date";
import { defineOperation } from "../operation";
import { idParams } from "./params";

const uuid = (message: string) => z.uuid({ error: message }).transform((v) => v.toLowerCase());

const deliveryKindSchema = z
  .enum(["made_to_order", "ready_to_wear", "gift_card"])
  .meta({ description: "made_to_order: atelier lead and queue; ready_to_wear: shipping only." });

export const getDeliveryDate = defineOperation({
  method: "GET",
  path: "/public/delivery-date",
  summary:
    "The date a design (or a ready-to-wear piece) would be delivered if ordered now: the bag's " +
    "lead and its materials' and options' extras, the atelier's queue and daily capacity, " +
    "working days in New York (weekends and holidays off, 2 pm cut-off) and the transit. Gift " +
    "cards have none (an e-gift card is sent at once). A design naming another bag's choices " +
    "is a 422.",
  tag: "Catalogue",
  auth: "none",
  query: z.object({
    product_id: uuid("Please choose a bag from the catalogue."),
    design: z
      .string()
      .trim()
      .max(8000, "The design is too long.")
      .optional()
      .meta({ description: "The configurator's design (`2.v<id>…`); absent: the starting look." }),
  }),
  response: z.object({
    product_id: z.uuid(),
    kind: deliveryKindSchema,
    delivered_by: deliveryDateSchema.nullable(),
  }),
  rateLimit: 240,
});

export const getCartDeliveryDates = defineOperation({
  method: "GET",
  path: "/cart-delivery-dates/{id}",
  summary:
    "The caller's cart: the date each line would be delivered if ordered now, and the order's " +
    "(with its slowest piece). The date stored when the order is placed is computed the same way.",
  tag: "Cart",
  auth: "optional",
  params: idParams,
  response: z.object({
    delivered_by: deliveryDateSchema.nullable(),
    lines: z.array(
      z.object({
        id: z.uuid().meta({ description: "The cart line (`pivot.id`)." }),
        kind: deliveryKindSchema,
        delivered_by: deliveryDateSchema.nullable(),
      }),
    ),
  }),
  rateLimit: 120,
});
