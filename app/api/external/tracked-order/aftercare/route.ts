// GET /api/external/tracked-order/aftercare – issue 38: guest tracking's change or cancel
import { handle } from "@/lib/api/handler";
import { trackedOrderAftercare } from "@/lib/api/operations/aftercare";
import { aftercareAnswer, aftercareOf, trackedAftercareOrder } from "@/lib/orders/aftercare";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const GET = handle(trackedOrderAftercare, async ({ db, store, request }) => {
  const cookie = request.cookies.get(TRACK_API_COOKIE)?.value;
  return aftercareAnswer(await aftercareOf(db, await trackedAftercareOrder(db, store, cookie)));
});
