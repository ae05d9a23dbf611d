// GET, POST /api/external/customer/orders/{id}/repairs – the client's repairs (issue 38)
import { handle } from "@/lib/api/handler";
import { listOrderRepairs, readRepairForm, requestOrderRepair } from "@/lib/api/operations/repairs";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { ownedOrder } from "@/lib/orders/aftercare-records";
import { customerRepairRequest, customerRepairs } from "@/lib/orders/repairs";

export const GET = handle(listOrderRepairs, async (ctx) =>
  customerRepairs(ctx.db, ctx.customer, ctx.params.id),
);

// A multipart form (photos): the operation declares no JSON body, and readRepairForm checks it.
export const POST = handle(requestOrderRepair, async (ctx) => {
  // Someone else's order is a 404 before their photos cost any work.
  await ownedOrder(ctx.db, ctx.customer, ctx.params.id);
  const form = await readRepairForm(ctx.request);
  const outcome = await customerRepairRequest(ctx.db, ctx.customer, {
    orderId: ctx.params.id,
    ...form,
  });
  if (!outcome.replayed) kickMailDelivery();
  return outcome.view;
});
