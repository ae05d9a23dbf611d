import { z } from "zod";
import { wishlistItemSchema } from "../../customers/schemas";
import { defineOperation } from "../operation";

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

export const listWishlist = defineOperation({
  method: "GET",
  path: "/customer/wishlist",
  summary: "The signed-in customer's wishlist, newest first.",
  tag: "Wishlist",
  auth: "customer",
  response: z.array(wishlistEntrySchema),
});

export const addToWishlist = defineOperation({
  method: "POST",
  path: "/customer/wishlist",
  summary:
    "Add a saved design (the customer's own, or one shared with them) or a stock product. " +
    "Adding it again changes nothing.",
  tag: "Wishlist",
  auth: "customer",
  body: wishlistItemSchema,
  response: wishlistEntrySchema,
  rateLimit: 60,
});

export const removeFromWishlist = defineOperation({
  method: "DELETE",
  path: "/customer/wishlist/{type}/{id}",
  summary: "Remove a design or product from the wishlist (404 when it is not in it).",
  tag: "Wishlist",
  auth: "customer",
  params: wishlistItemSchema,
  response: z.object({ removed: z.literal(true) }),
  rateLimit: 60,
});
