import { z } from "zod";
import { wishlistItemSchema } from "../../customers/schemas";
import { defineOperation } from "../operation";
import { wishlistEntrySchema } from "../../customers/views";

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
