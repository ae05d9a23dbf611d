// GET /api/external/staff/design-changes/follow-ups – refused difference charges and refunds (issue 38)
import { handle } from "@/lib/api/handler";
import { listDifferenceFollowUps } from "@/lib/api/operations/difference-follow-ups";
import { followUpAnswer, openDifferenceFollowUps } from "@/lib/orders/difference-follow-ups";
import { assertStaff } from "@/lib/staff/stores";

export const GET = handle(listDifferenceFollowUps, async (ctx) => {
  assertStaff(ctx.customer);
  return (await openDifferenceFollowUps(ctx.db, ctx.query.store ?? null)).map(followUpAnswer);
});
