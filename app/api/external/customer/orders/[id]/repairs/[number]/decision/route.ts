// POST /api/external/customer/orders/{id}/repairs/{number}/decision – accept or decline (issue 38)
import { handle } from "@/lib/api/handler";
import { decideOrderRepair } from "@/lib/api/operations/repairs";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { customerRepairDecision } from "@/lib/orders/repairs";

export const POST = handle(decideOrderRepair, async (ctx) => {
  const view = await customerRepairDecision(ctx.db, ctx.customer, {
    orderId: ctx.params.id,
    number: ctx.params.number,
    decision: ctx.body.decision,
  });
  kickMailDelivery();
  return view;
});
