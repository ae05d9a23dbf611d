// POST /api/external/payments/paypal/orders – not in spec 7: starts a PayPal payment
import { handle } from "@/lib/api/handler";
import { createPaypalOrder as operation } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { assertStartAvailable, createPaypalOrder } from "@/lib/payments/start";

export const POST = handle(operation, async (ctx) => {
  assertStartAvailable("paypal-order");
  const amount = await orderTotalFor(ctx.db, ctx.body.order_id, await ownerOf(ctx));
  return createPaypalOrder(ctx.body.order_id, amount);
});
