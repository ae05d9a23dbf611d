// POST /api/external/customers – spec 7, Account (checkout registration for a guest)
import { handle } from "@/lib/api/handler";
import { createCustomer } from "@/lib/api/operations/checkout";
import { cartActor } from "@/lib/cart/actor";
import { registerGuest } from "@/lib/checkout/guest-customer";

export const POST = handle(createCustomer, async (ctx) =>
  registerGuest(ctx.db, await cartActor(ctx), ctx.body.order_id, ctx.body.customerDetails),
);
