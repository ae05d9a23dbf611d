// DELETE /api/external/order-adjustments/{id} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { deleteOrderAdjustment } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { removeAdjustment } from "@/lib/associates/adjustments";
import { requestKiosk } from "@/lib/kiosks/request";

export const DELETE = handle(deleteOrderAdjustment, async (ctx) =>
  removeAdjustment(ctx.db, await cartActor(ctx), ctx.params.id, await requestKiosk(ctx)),
);
