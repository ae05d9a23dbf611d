// POST /api/external/tracked-order/design-change-checkout – issue 38: the wallet's or financing's checkout for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startTrackedDifferenceCheckout } from "@/lib/api/operations/design-change-checkouts";
import { trackedAftercareOrder } from "@/lib/orders/aftercare";
import { changeReviewUrl, startDifferenceCheckout } from "@/lib/orders/difference-checkout";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(startTrackedDifferenceCheckout, async ({ db, store, request, body }) => {
  const order = await trackedAftercareOrder(
    db,
    store,
    request.cookies.get(TRACK_API_COOKIE)?.value,
  );
  const input = differenceRequestOf(body);
  // The provider returns the client to the host they came from (each store has its own).
  const back = changeReviewUrl(request.nextUrl.origin, { kind: "tracked" }, input);
  const checkout = await startDifferenceCheckout(db, order, input, back);
  return {
    provider: checkout.provider,
    redirect_url: checkout.redirectUrl,
    amount: checkout.amount,
  };
});
