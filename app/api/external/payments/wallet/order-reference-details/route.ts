// GET /api/external/payments/wallet/order-reference-details – spec 7, Checkout (wallet order reference details; path not given by the spec)
import { handle } from "@/lib/api/handler";
import { walletOrderReferenceDetails as operation } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { walletOrderReferenceDetails } from "@/lib/payments/wallet/details";

export const GET = handle(operation, async (ctx) => {
  const { order_id, order_reference_id, access_token } = ctx.query;
  // Only the shopper whose cart it is may read the buyer's name and address.
  await orderTotalFor(ctx.db, order_id, await ownerOf(ctx));
  const details = await walletOrderReferenceDetails(order_id, order_reference_id, access_token);
  const address = details.shippingAddress;
  return {
    order_reference_id: details.orderReferenceId,
    state: details.state,
    amount: details.amount,
    currency: details.currency,
    buyer: details.buyer,
    shipping_address: address && {
      name: address.name,
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      country: address.country,
    },
  };
});
