import { z } from "zod";

/** A saved design as the API answers with it (the domain presents it; the API documents it). */

const configurationSchema = z.object({
  id: z.uuid(),
  configurable_type: z.enum([
    "variant",
    "component",
    "optional_true",
    "optional_false",
    "selectable_option",
  ]),
  configurable_id: z.uuid(),
  configurable: z.object({ id: z.uuid(), label: z.string() }),
  component_id: z.uuid(),
  component: z.object({ id: z.uuid(), display_name: z.string() }),
  price: z.number().int(),
  material_color: z.object({ label: z.string() }).optional(),
});

const personalizationSchema = z.object({
  id: z.uuid(),
  personalizable_id: z.uuid(),
  data: z.object({ text: z.string(), type: z.string() }),
  personalizable: z.object({
    id: z.uuid(),
    position_type: z.string(),
    component_id: z.uuid().nullable(),
  }),
});

export const configuredProductSchema = z.object({
  id: z.uuid(),
  data: z.string(),
  customization_stage_id: z.number().int(),
  product_id: z.uuid(),
  user_type: z.enum(["guest", "customer"]),
  customizer_version: z.string(),
  price: z.number().int().meta({ description: "Cents, recomputed by the server." }),
  product: z.object({ id: z.uuid(), name: z.string(), label: z.string() }),
  configurations: z.array(configurationSchema),
  personalizations: z.array(personalizationSchema),
  validation: z.object({
    complete: z.boolean().meta({ description: "True when the design can go to the cart." }),
    message: z.string().optional(),
    component_id: z.string().optional(),
  }),
  image_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
