// POST /api/external/kiosk/returns – an associate starts a client's return at the counter (issue 38)
import { handle } from "@/lib/api/handler";
import { counterReturnOperation, returnRequestOf } from "@/lib/api/operations/returns";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestKiosk } from "@/lib/kiosks/request";
import { counterReturnRequest, orderKey } from "@/lib/orders/counter-returns";

export const POST = handle(counterReturnOperation, async (ctx) => {
  const { body } = ctx;
  const { request } = body;
  const outcome = await counterReturnRequest(
    ctx.db,
    {
      store: ctx.store,
      kiosk: await requestKiosk(ctx),
      userName: body.user_name,
      pin: body.pin,
      orderNumber: body.order_number,
      match: orderKey(body),
    },
    returnRequestOf(request),
  );
  if (!outcome.replayed) kickMailDelivery();
  return outcome.view;
});
