// GET, POST /api/external/customer/wishlist – wishlist (spec 6: registered customers)
import { handle } from "@/lib/api/handler";
import { addToWishlist, listWishlist } from "@/lib/api/operations/wishlist";
import { addToWishlist as add, listWishlist as list } from "@/lib/customers/wishlist";

export const GET = handle(listWishlist, async (ctx) => list(ctx.db, ctx.customer.id, ctx.store));
export const POST = handle(addToWishlist, async (ctx) =>
  add(ctx.db, ctx.customer.id, ctx.store, ctx.body),
);
