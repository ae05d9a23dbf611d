// GET /api/external/customer/orders/getLatestCart – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { latestCart } from "@/lib/api/operations/orders";
import { writeCartCookies } from "@/lib/cart/cookies";
import { latestCartOf } from "@/lib/cart/service";
import { historyVisibleFrom } from "@/lib/customers/account";

export const GET = handle(latestCart, async (ctx) => {
  const cart = await latestCartOf(ctx.db, ctx.customer.id, historyVisibleFrom(ctx.customer));
  if (cart) writeCartCookies(ctx, cart);
  return cart;
});
