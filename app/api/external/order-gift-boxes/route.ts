// POST and DELETE /api/external/order-gift-boxes – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { createOrderGiftBox, deleteOrderGiftBox } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { chooseGiftBox, removeGiftBox } from "@/lib/cart/gift-boxes";

export const POST = handle(createOrderGiftBox, async (ctx) =>
  chooseGiftBox(ctx.db, await cartActor(ctx), ctx.body.order_id, {
    giftBoxId: ctx.body.gift_box_id,
    orderItemId: ctx.body.order_item_id,
    message: ctx.body.message,
  }),
);

export const DELETE = handle(deleteOrderGiftBox, async (ctx) =>
  removeGiftBox(ctx.db, await cartActor(ctx), ctx.body.order_id, ctx.body.id),
);
