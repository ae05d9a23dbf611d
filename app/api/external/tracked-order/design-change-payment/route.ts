// POST /api/external/tracked-order/design-change-payment – issue 38: a live card intent for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startTrackedDifferencePayment } from "@/lib/api/operations/design-change-payments";
import { trackedAftercareOrder } from "@/lib/orders/aftercare";
import { startDifferencePayment } from "@/lib/orders/difference-payment";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(startTrackedDifferencePayment, async ({ db, store, request, body }) => {
  const order = await trackedAftercareOrder(
    db,
    store,
    request.cookies.get(TRACK_API_COOKIE)?.value,
  );
  const intent = await startDifferencePayment(db, order, differenceRequestOf(body));
  return { id: intent.id, client_secret: intent.clientSecret, amount: intent.amount };
});
