import { z } from "zod";

/** What the account API answers with: the shapes both the domain and the API document use. */

export const addressSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["shipping", "billing"]),
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
  is_default: z.boolean(),
});

export const wishlistEntrySchema = z.object({
  id: z.uuid().meta({ description: "The wishlist entry." }),
  type: z.enum(["configured_product", "product"]),
  item_id: z.uuid().meta({ description: "The saved design or the stock product." }),
  name: z.string(),
  label: z.string(),
  /** Where the item opens: the saved design's page or the product page. */
  url: z.string(),
  image_url: z.string().nullable(),
  price: z.number().int().meta({ description: "Cents, today's price." }),
  /** False when the product is sold out or no longer offered in this store. */
  available: z.boolean(),
  created_at: z.string(),
});

export type AddressView = z.output<typeof addressSchema>;
export type WishlistEntry = z.output<typeof wishlistEntrySchema>;
