// POST /api/external/staff/returns/{number}/actions – approve, refuse, refund or note (issue 38)
import { handle } from "@/lib/api/handler";
import { actOnStaffReturn } from "@/lib/api/operations/returns";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { staffReturnAction } from "@/lib/orders/returns";
import { assertStaff } from "@/lib/staff/stores";

export const POST = handle(actOnStaffReturn, async (ctx) => {
  assertStaff(ctx.customer);
  const outcome = await staffReturnAction(ctx.db, {
    number: ctx.params.number,
    email: ctx.customer.email,
    ...ctx.body,
  });
  kickMailDelivery();
  return outcome.view;
});
