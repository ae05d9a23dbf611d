// POST /api/external/orders – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { createOrder } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { createCart } from "@/lib/cart/service";

export const POST = handle(createOrder, async (ctx) => {
  const cart = await createCart(ctx.db, await cartActor(ctx), {
    kind: ctx.body.orderable_type,
    id: ctx.body.orderable_id,
  });
  writeCartCookies(ctx, cart);
  return cart;
});
