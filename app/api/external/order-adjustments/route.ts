// POST /api/external/order-adjustments – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { createOrderAdjustment } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { addAdjustment } from "@/lib/associates/adjustments";
import { requestKiosk } from "@/lib/kiosks/request";

export const POST = handle(createOrderAdjustment, async (ctx) =>
  addAdjustment(
    ctx.db,
    await cartActor(ctx),
    ctx.body.order_id,
    { label: ctx.body.label, amount: ctx.body.amount },
    await requestKiosk(ctx),
  ),
);
