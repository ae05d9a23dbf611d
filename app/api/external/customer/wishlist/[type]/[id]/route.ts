// DELETE /api/external/customer/wishlist/{type}/{id} – wishlist (spec 6: registered customers)
import { handle } from "@/lib/api/handler";
import { removeFromWishlist } from "@/lib/api/operations/wishlist";
import { removeFromWishlist as remove } from "@/lib/customers/wishlist";

export const DELETE = handle(removeFromWishlist, async (ctx) => {
  await remove(ctx.db, ctx.customer.id, ctx.params);
  return { removed: true as const };
});
