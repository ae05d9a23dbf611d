// PUT /api/external/customer/orders/{id} – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { claimCustomerOrder } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { claimCart } from "@/lib/checkout/customer-orders";

export const PUT = handle(claimCustomerOrder, async (ctx) => {
  const cart = await claimCart(ctx.db, await cartActor(ctx), ctx.params.id);
  writeCartCookies(ctx, cart);
  return cart;
});
