// POST /api/external/payments/wallet/checkouts – not in spec 7: local payment simulation (wallet sign-in)
import { handle } from "@/lib/api/handler";
import { createWalletCheckout as operation } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { assertStartAvailable, createWalletCheckout } from "@/lib/payments/start";

export const POST = handle(operation, async (ctx) => {
  assertStartAvailable("wallet-checkout");
  const amount = await orderTotalFor(ctx.db, ctx.body.order_id, await ownerOf(ctx));
  return { redirect_url: createWalletCheckout(ctx.body.order_id, amount).redirectUrl };
});
