import "server-only";
import { cartActor } from "../cart/actor";
import { writeCartCookies } from "../cart/cookies";
import type { addToCart } from "../cart/service";
import { handle } from "./handler";
import type { addCartItem, removeCartItem } from "./operations/orders";

/**
 * Spec 7's add-cart-item and remove-cart-item: the same path shape, the same actor (the `token`
 * segment is the customer's api token or `guest`) and the same answer; only the change differs.
 */
export function cartItemRoute(
  operation: typeof addCartItem | typeof removeCartItem,
  change: typeof addToCart,
) {
  return handle(operation, async (ctx) => {
    const { type, itemId, cartId, token } = ctx.params;
    const cart = await change(ctx.db, await cartActor(ctx, token), cartId, {
      kind: type,
      id: itemId,
    });
    writeCartCookies(ctx, cart);
    return cart;
  });
}
