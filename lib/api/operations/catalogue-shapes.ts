import { z } from "zod";

/**
 * Zod shapes of the published catalogue objects (lib/catalogue/types.ts), for the OpenAPI
 * document; the catalogue operations return these objects as they are cached.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const named = z.object({ name: z.string() });

const catalogueImageSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  image_type: named,
  image_format: z.object({ file_extension: z.string() }),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const catalogueCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  label: z.string(),
  description: z.string(),
});

export const catalogueMaterialColorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  label: z.string(),
  hex: z.string(),
  material_id: z.uuid(),
  swatch: z.string(),
  material: z.object({
    id: z.uuid(),
    name: z.string(),
    label: z.string(),
    description: z.string(),
    material_type_id: z.uuid(),
    material_type: z.object({ name: z.string(), label: z.string() }),
    part: named.nullable(),
    extra_lead_days: z
      .number()
      .int()
      .optional()
      .meta({ description: "Working days a design using it takes beyond the bag's lead." }),
  }),
});

export const catalogueProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  label: z.string(),
  description: z.string(),
  details: z.string(),
  sku: z.string().nullable(),
  product_type: named,
  category: catalogueCategorySchema.nullable(),
  enabled: flag,
  starting_price: z.number().int().meta({ description: "Cents." }),
  stock: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Units on hand when the cache was built; null means made to order." }),
  views: z.array(z.string()),
  denominations: z
    .array(z.number().int())
    .nullable()
    .meta({ description: "Gift cards only: the amounts offered, in cents." }),
  lead_days: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: "Made-to-order bags: the atelier's base lead, in working days." }),
  images: z.array(catalogueImageSchema),
  retailer_store_exclusions: z.array(z.string()),
});

const extraLeadDays = z
  .number()
  .int()
  .optional()
  .meta({ description: "Working days choosing it adds." });

const catalogueComponentSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  display_name: z.string(),
  description: z.string(),
  component_type: named,
  part: named.nullable(),
  selectable_type: named.nullable(),
  parent_id: z.uuid().nullable(),
  price: z.number().int(),
  extra_lead_days: extraLeadDays,
  sort: z.number().int(),
  layers: z.array(
    z.object({
      id: z.uuid(),
      view: z.string(),
      z_index: z.number().int(),
      label_x_position: z.number(),
      label_y_position: z.number(),
    }),
  ),
  selectable_options: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      label: z.string(),
      price: z.number().int(),
      extra_lead_days: extraLeadDays,
    }),
  ),
  conditionables: z.array(
    z.object({
      id: z.uuid(),
      requires_component_id: z.uuid().nullable(),
      requires_option_id: z.uuid().nullable(),
    }),
  ),
  optional_trues: z.array(z.uuid()),
  optional_falses: z.array(z.uuid()),
  personalizable: z
    .object({
      id: z.uuid(),
      position_type: z.string(),
      max_length: z.number().int(),
      allowed_types: z.array(z.string()),
      price: z.number().int(),
      label_x_position: z.number(),
      label_y_position: z.number(),
    })
    .nullable(),
  variants: z.array(
    z.object({
      id: z.uuid(),
      price: z.number().int(),
      custom_material: flag,
      material_color: catalogueMaterialColorSchema,
    }),
  ),
});

export const catalogueProductDetailSchema = catalogueProductSchema.extend({
  components: z.array(catalogueComponentSchema),
});
