// POST /api/external/staff/design-changes/{id}/follow-up – retry a refund or settle by hand (issue 38)
import { handle } from "@/lib/api/handler";
import { actOnDifferenceFollowUpOperation } from "@/lib/api/operations/difference-follow-ups";
import { actOnDifferenceFollowUp, followUpAnswer } from "@/lib/orders/difference-follow-ups";
import { assertStaff } from "@/lib/staff/stores";

export const POST = handle(actOnDifferenceFollowUpOperation, async (ctx) => {
  assertStaff(ctx.customer);
  return followUpAnswer(
    await actOnDifferenceFollowUp(ctx.db, {
      changeId: ctx.params.id,
      email: ctx.customer.email,
      ...ctx.body,
    }),
  );
});
