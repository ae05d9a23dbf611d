// GET /api/external/add-cart-item/{type}/{itemId}/{cartId}/{token} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { addCartItem } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { addToCart } from "@/lib/cart/service";

export const GET = handle(addCartItem, async (ctx) => {
  const { type, itemId, cartId, token } = ctx.params;
  const cart = await addToCart(ctx.db, await cartActor(ctx, token), cartId, {
    kind: type,
    id: itemId,
  });
  writeCartCookies(ctx, cart);
  return cart;
});
