// GET /api/external/payments/wallet/order-reference-details – spec 7, Checkout (wallet order reference details; path not given by the spec)
import { handle } from "@/lib/api/handler";
import { walletOrderReferenceDetails as operation } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { walletDetailsView, walletOrderReferenceDetails } from "@/lib/payments/wallet/details";

export const GET = handle(operation, async (ctx) => {
  const { order_id, order_reference_id, access_token } = ctx.query;
  // Only the shopper whose cart it is may read the buyer's name and address.
  await orderTotalFor(ctx.db, order_id, await ownerOf(ctx));
  return walletDetailsView(
    await walletOrderReferenceDetails(order_id, order_reference_id, access_token),
  );
});
