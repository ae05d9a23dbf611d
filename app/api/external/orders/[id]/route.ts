// GET /api/external/orders/{cartId}?type=cart and PUT /api/external/orders/{id} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { showOrder, updateOrder } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { updateCartDetails } from "@/lib/checkout/order-details";
import { viewCart } from "@/lib/cart/service";

export const GET = handle(showOrder, async (ctx) => {
  const cart = await viewCart(ctx.db, await cartActor(ctx), ctx.params.id);
  writeCartCookies(ctx, cart);
  return cart;
});

export const PUT = handle(updateOrder, async (ctx) =>
  updateCartDetails(ctx.db, await cartActor(ctx), ctx.params.id, ctx.body),
);
