// POST /api/external/kiosk/returns/options – what a client may return at the counter (issue 38)
import { handle } from "@/lib/api/handler";
import { counterReturnOptionsOperation } from "@/lib/api/operations/returns";
import { requestKiosk } from "@/lib/kiosks/request";
import { counterReturnOptions, orderKey } from "@/lib/orders/counter-returns";

export const POST = handle(counterReturnOptionsOperation, async (ctx) =>
  counterReturnOptions(ctx.db, {
    store: ctx.store,
    kiosk: await requestKiosk(ctx),
    userName: ctx.body.user_name,
    pin: ctx.body.pin,
    orderNumber: ctx.body.order_number,
    match: orderKey(ctx.body),
  }),
);
