// PUT /api/external/customer/orders/{id} – spec 7, Cart and orders
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { customerOrder } from "@/lib/api/operations/account";
import { claimCustomerOrder } from "@/lib/api/operations/orders";
import { cartActor } from "@/lib/cart/actor";
import { writeCartCookies } from "@/lib/cart/cookies";
import { claimCart, customerOrderView } from "@/lib/checkout/customer-orders";

export const PUT = handle(claimCustomerOrder, async (ctx) => {
  const cart = await claimCart(ctx.db, await cartActor(ctx), ctx.params.id);
  writeCartCookies(ctx, cart);
  return cart;
});

// GET /api/external/customer/orders/{id} – one placed order of the signed-in customer
export const GET = handle(customerOrder, async (ctx) => {
  const order = await customerOrderView(ctx.db, ctx.customer, ctx.params.id);
  if (!order) throw DomainError.notFound("Order");
  return order;
});
