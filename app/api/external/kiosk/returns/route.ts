// POST /api/external/kiosk/returns – an associate starts a client's return at the counter (issue 38)
import { handle } from "@/lib/api/handler";
import { counterReturnOperation } from "@/lib/api/operations/returns";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestKiosk } from "@/lib/kiosks/request";
import { counterReturnRequest } from "@/lib/orders/counter-returns";

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
      email: body.email,
    },
    {
      reason: request.reason,
      resolution: request.resolution,
      note: request.note || null,
      requestKey: request.request_id,
      lines: request.lines.map((line) => ({
        orderItemId: line.order_item_id,
        quantity: line.quantity,
        exchangeProductId: line.exchange_product_id ?? null,
      })),
    },
  );
  if (!outcome.replayed) kickMailDelivery();
  return outcome.view;
});
