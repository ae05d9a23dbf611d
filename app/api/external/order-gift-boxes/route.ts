// POST and DELETE /api/external/order-gift-boxes – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { createOrderGiftBox, deleteOrderGiftBox } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { chooseGiftBox, removeGiftBox } from "@/lib/cart/gift-boxes";

export const POST = handle(createOrderGiftBox, async (ctx) => {
  const cart = await chooseGiftBox(ctx.db, await cartActor(ctx), ctx.body.order_id, {
    giftBoxId: ctx.body.gift_box_id,
    orderItemId: ctx.body.order_item_id,
    message: ctx.body.message,
  });
  writeCartCookies(ctx, cart);
  return cart;
});

export const DELETE = handle(deleteOrderGiftBox, async (ctx) => {
  const cart = await removeGiftBox(ctx.db, await cartActor(ctx), ctx.body.order_id, ctx.body.id);
  writeCartCookies(ctx, cart);
  return cart;
});
