// POST /api/external/tracked-order/design-change-quote – issue 38: the price of a change
import { handle } from "@/lib/api/handler";
import { quoteTrackedDesignChange } from "@/lib/api/operations/aftercare";
import { quoteAnswer, quoteDesignChange, trackedAftercareOrder } from "@/lib/orders/aftercare";
import { TRACK_API_COOKIE } from "@/lib/orders/tracking";

export const POST = handle(quoteTrackedDesignChange, async ({ db, store, request, body }) => {
  const cookie = request.cookies.get(TRACK_API_COOKIE)?.value;
  const order = await trackedAftercareOrder(db, store, cookie);
  return quoteAnswer(
    await quoteDesignChange(db, order, {
      lineId: body.line_id,
      configuredProductId: body.configured_product_id,
    }),
  );
});
