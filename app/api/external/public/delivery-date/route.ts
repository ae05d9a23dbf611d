// GET /api/external/public/delivery-date – the promised date of a design as it changes (issue 26)
import { handle } from "@/lib/api/handler";
import { getDeliveryDate } from "@/lib/api/operations/delivery";
import { recheckDeliveryClaim } from "@/lib/delivery/claim-state";
import { deliveryDateOf } from "@/lib/delivery/service";

export const GET = handle(getDeliveryDate, async ({ db, store, query }) => {
  const answer = await deliveryDateOf(db, store, query.product_id, query.design);
  // Where dates are computed, the pages' "under 21 days" is kept true (at most once a minute).
  await recheckDeliveryClaim(db);
  return answer;
});
