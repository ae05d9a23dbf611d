// PUT /api/external/orders/add-gift-box/{id} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { addGiftBoxToOrder } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { chooseGiftBox } from "@/lib/cart/gift-boxes";

export const PUT = handle(addGiftBoxToOrder, async (ctx) => {
  const cart = await chooseGiftBox(ctx.db, await cartActor(ctx), ctx.params.id, {
    giftBoxId: ctx.body.product_id,
  });
  writeCartCookies(ctx, cart);
  return cart;
});
