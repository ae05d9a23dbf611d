// POST /api/external/payments/financing/checkouts – not in spec 7: starts a financing payment
import { handle } from "@/lib/api/handler";
import { createFinancingCheckout as operation } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { assertStartAvailable, createFinancingCheckout } from "@/lib/payments/start";

export const POST = handle(operation, async (ctx) => {
  assertStartAvailable("financing-checkout");
  const amount = await orderTotalFor(ctx.db, ctx.body.order_id, await ownerOf(ctx));
  // The provider returns the shopper to the host they came from (each store has its own).
  const checkout = await createFinancingCheckout(
    ctx.body.order_id,
    amount,
    ctx.request.nextUrl.origin,
  );
  return { redirect_url: checkout.redirectUrl };
});
