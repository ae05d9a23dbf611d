import { z } from "zod";
import { CUSTOMIZER_VERSION } from "../../configurator/constants";
import { defineOperation } from "../operation";
import { idParams } from "./params";
import { configuredProductSchema } from "../../configured-products/view-schema";

/** Lower-cased so an upper-case spelling finds the same record; anything else is a 404. */

const MAX_DESIGN_LENGTH = 8000;
const designString = z
  .string({ error: "Please send the design." })
  .trim()
  .min(1, "Please send the design.")
  .max(MAX_DESIGN_LENGTH, "The design is too long.");

/** Written by the server from the session; whatever the client sends here is ignored. */
const ignored = (description: string) => z.unknown().optional().meta({ description });

export const configuredProductBodySchema = z.object({
  // The configurator's URL value; `{design}` is accepted for clients that wrap it.
  data: z
    .union([designString, z.object({ design: designString })], {
      error: "Please send the design.",
    })
    .transform((value) => (typeof value === "string" ? value : value.design))
    .meta({
      description:
        "The design in the configurator's URL format (`2.v<id>.o<id>…`), or `{design: string}`.",
    }),
  customization_stage_id: z
    .number({ error: "The customization stage must be a whole number." })
    .int("The customization stage must be a whole number.")
    .min(0, "The customization stage must be a whole number.")
    .max(1000, "The customization stage must be a whole number.")
    .default(0),
  product_id: z
    .uuid({ error: "Please choose a bag from the catalogue." })
    .transform((v) => v.toLowerCase()),
  customizer_version: z.literal(CUSTOMIZER_VERSION, {
    error: `This design was made with an older configurator; please reload the page (version ${CUSTOMIZER_VERSION}).`,
  }),
  user_id: ignored("Ignored: the owner is the authenticated customer."),
  user_type: ignored("Ignored: `customer` when authenticated, else `guest`."),
  session_id: ignored("Ignored: guests are identified by their web session."),
  price: ignored("Ignored: the server recomputes the price from the design."),
});

/** The owner's view adds who owns it; the guest session id never leaves the server. */
const ownedConfiguredProductSchema = configuredProductSchema.extend({
  user_id: z.uuid().nullable(),
});

export const createConfiguredProduct = defineOperation({
  method: "POST",
  path: "/configured-products",
  summary:
    "Save a design for the current customer or guest session; the price is recomputed and a " +
    "design naming another bag's options or breaking the bag's rules is a 422.",
  tag: "Configured products",
  auth: "optional",
  body: configuredProductBodySchema,
  response: ownedConfiguredProductSchema,
  rateLimit: 60,
});

export const updateConfiguredProduct = defineOperation({
  method: "PUT",
  path: "/configured-products/{id}",
  summary: "Replace a saved design; owner only (404 for anyone else).",
  tag: "Configured products",
  auth: "optional",
  params: idParams,
  body: configuredProductBodySchema,
  response: ownedConfiguredProductSchema,
  rateLimit: 60,
});

export const deleteConfiguredProduct = defineOperation({
  method: "DELETE",
  path: "/configured-products/{id}",
  summary: "Delete a saved design; owner only (404 for anyone else).",
  tag: "Configured products",
  auth: "optional",
  params: idParams,
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});

export const getConfiguredProduct = defineOperation({
  method: "GET",
  path: "/configured-products/{id}",
  summary: "A saved design of the current customer or guest session (404 for anyone else).",
  tag: "Configured products",
  auth: "optional",
  params: idParams,
  response: ownedConfiguredProductSchema,
});

export const getSharedConfiguredProduct = defineOperation({
  method: "GET",
  path: "/public/configured-products/{id}",
  summary: "A shared design, for anyone holding its id; never names its owner.",
  tag: "Configured products",
  auth: "none",
  params: idParams,
  response: configuredProductSchema,
});

export const listCustomerConfiguredProducts = defineOperation({
  method: "GET",
  path: "/customer/configured-products",
  summary: "The authenticated customer's saved designs, newest first (at most 100).",
  tag: "Configured products",
  auth: "customer",
  response: z.array(ownedConfiguredProductSchema),
});

export const getConfiguredProductImage = defineOperation({
  method: "GET",
  path: "/public/configured-product-image/{id}/bag.jpg",
  summary:
    "The saved design's front view as an 800x800 JPEG (image/jpeg, not the JSON envelope); " +
    "ETag / If-None-Match give 304; cached publicly for 5 minutes.",
  tag: "Configured products",
  auth: "none",
  params: idParams,
  response: z.string().meta({ description: "Binary JPEG body." }),
  responseContentType: "image/jpeg",
});

export const getDesignImage = defineOperation({
  method: "GET",
  path: "/public/design-image/{name}/bag.jpg",
  summary:
    "A design known by its link alone (`/bags/{name}?d=`, the picture a shared link shows): its " +
    "front view as an 800x800 JPEG (image/jpeg, not the JSON envelope). A bag this store does " +
    "not offer is a 404. ETag / If-None-Match give 304; cached publicly for 5 minutes.",
  tag: "Configured products",
  auth: "none",
  params: z.object({ name: z.string().min(1).max(200) }),
  query: z.object({
    d: designString.meta({ description: "The configurator's design (`2.v<id>…`)." }),
  }),
  response: z.string().meta({ description: "Binary JPEG body." }),
  responseContentType: "image/jpeg",
  rateLimit: 120,
});
