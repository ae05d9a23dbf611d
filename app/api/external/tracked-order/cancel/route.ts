// POST /api/external/tracked-order/cancel – issue 38: a guest cancels the order it tracks
import { handle } from "@/lib/api/handler";
import { cancelTrackedOrder } from "@/lib/api/operations/aftercare";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { cancelByClient, trackedAftercareOrder } from "@/lib/orders/aftercare";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(cancelTrackedOrder, async ({ db, store, request }) => {
  const cookie = request.cookies.get(TRACK_API_COOKIE)?.value;
  const cancelled = await cancelByClient(db, await trackedAftercareOrder(db, store, cookie));
  kickMailDelivery();
  return cancelled;
});
