// POST /api/external/staff/repairs/{number}/actions – estimate, settled or note (issue 38)
import { handle } from "@/lib/api/handler";
import { actOnStaffRepair } from "@/lib/api/operations/repairs";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { staffRepairAction } from "@/lib/orders/repairs";
import { assertStaff } from "@/lib/staff/stores";

export const POST = handle(actOnStaffRepair, async (ctx) => {
  assertStaff(ctx.customer);
  const view = await staffRepairAction(ctx.db, {
    number: ctx.params.number,
    email: ctx.customer.email,
    ...ctx.body,
  });
  kickMailDelivery();
  return view;
});
