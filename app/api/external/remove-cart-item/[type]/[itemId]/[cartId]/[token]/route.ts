// GET /api/external/remove-cart-item/{type}/{itemId}/{cartId}/{token} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { removeCartItem } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { removeFromCart } from "@/lib/cart/service";

export const GET = handle(removeCartItem, async (ctx) => {
  const { type, itemId, cartId, token } = ctx.params;
  const cart = await removeFromCart(ctx.db, await cartActor(ctx, token), cartId, {
    kind: type,
    id: itemId,
  });
  writeCartCookies(ctx, cart);
  return cart;
});
