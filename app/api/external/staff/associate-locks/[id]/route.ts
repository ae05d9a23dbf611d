// DELETE /api/external/staff/associate-locks/{id} – staff lift an associate's PIN lock (issue 23)
import { handle } from "@/lib/api/handler";
import { liftAssociateLockOperation } from "@/lib/api/operations/staff";
import { liftAssociateLock, lockedAssociates } from "@/lib/associates/pin-throttle";
import { assertStaff } from "@/lib/staff/stores";

export const DELETE = handle(liftAssociateLockOperation, async (ctx) => {
  assertStaff(ctx.customer);
  await liftAssociateLock(ctx.db, ctx.params.id);
  return lockedAssociates(ctx.db);
});
