// POST /api/external/addPromoCodeToOrder – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { addPromoCodeToOrder } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { applyPromoCode } from "@/lib/cart/promo-service";

export const POST = handle(addPromoCodeToOrder, async (ctx) => {
  const cart = await applyPromoCode(ctx.db, await cartActor(ctx), ctx.body.order_id, ctx.body.code);
  writeCartCookies(ctx, cart);
  return cart;
});
