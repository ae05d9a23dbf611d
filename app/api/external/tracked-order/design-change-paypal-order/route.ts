// POST /api/external/tracked-order/design-change-paypal-order – issue 38: a PayPal order for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startTrackedPaypalDifference } from "@/lib/api/operations/design-change-paypal";
import { trackedAftercareOrder } from "@/lib/orders/aftercare";
import { startPaypalDifference } from "@/lib/orders/difference-paypal";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(startTrackedPaypalDifference, async ({ db, store, request, body }) => {
  const order = await trackedAftercareOrder(
    db,
    store,
    request.cookies.get(TRACK_API_COOKIE)?.value,
  );
  return startPaypalDifference(db, order, differenceRequestOf(body));
});
