// POST /api/external/tracked-order/design-change – issue 38: confirm a design change
import { handle } from "@/lib/api/handler";
import { changeTrackedDesign, designChangeOf } from "@/lib/api/operations/aftercare";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { changeDesign, quoteAnswer, trackedAftercareOrder } from "@/lib/orders/aftercare";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(changeTrackedDesign, async ({ db, store, request, body }) => {
  const cookie = request.cookies.get(TRACK_API_COOKIE)?.value;
  const order = await trackedAftercareOrder(db, store, cookie);
  const changed = await changeDesign(db, order, designChangeOf(body));
  kickMailDelivery();
  return quoteAnswer(changed);
});
