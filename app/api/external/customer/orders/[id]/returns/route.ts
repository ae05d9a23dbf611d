// GET, POST /api/external/customer/orders/{id}/returns – the client's returns (issue 38)
import { handle } from "@/lib/api/handler";
import { listOrderReturns, requestOrderReturn } from "@/lib/api/operations/returns";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { customerReturnRequest, customerReturns } from "@/lib/orders/returns";

export const GET = handle(listOrderReturns, async (ctx) =>
  customerReturns(ctx.db, ctx.customer, ctx.params.id),
);

export const POST = handle(requestOrderReturn, async (ctx) => {
  const { body } = ctx;
  const outcome = await customerReturnRequest(ctx.db, ctx.customer, {
    orderId: ctx.params.id,
    reason: body.reason,
    resolution: body.resolution,
    note: body.note || null,
    requestKey: body.request_id,
    lines: body.lines.map((line) => ({
      orderItemId: line.order_item_id,
      quantity: line.quantity,
      exchangeProductId: line.exchange_product_id ?? null,
    })),
    channel: "online",
    associate: null,
  });
  if (!outcome.replayed) kickMailDelivery();
  return outcome.view;
});
