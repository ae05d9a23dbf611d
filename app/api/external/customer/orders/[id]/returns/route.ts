// GET, POST /api/external/customer/orders/{id}/returns – the client's returns (issue 38)
import { handle } from "@/lib/api/handler";
import {
  listOrderReturns,
  requestOrderReturn,
  returnRequestOf,
} from "@/lib/api/operations/returns";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { customerReturnRequest, customerReturns } from "@/lib/orders/returns";

export const GET = handle(listOrderReturns, async (ctx) =>
  customerReturns(ctx.db, ctx.customer, ctx.params.id),
);

export const POST = handle(requestOrderReturn, async (ctx) => {
  const outcome = await customerReturnRequest(ctx.db, ctx.customer, {
    orderId: ctx.params.id,
    ...returnRequestOf(ctx.body),
    channel: "online",
    associate: null,
  });
  if (!outcome.replayed) kickMailDelivery();
  return outcome.view;
});
