// GET /api/external/staff/associate-locks – kiosk associates locked by wrong PINs (issue 23; spec 6 leaves staff open)
import { handle } from "@/lib/api/handler";
import { listAssociateLocks } from "@/lib/api/operations/staff";
import { lockedAssociates } from "@/lib/associates/pin-throttle";
import { assertStaff } from "@/lib/staff/stores";

export const GET = handle(listAssociateLocks, async (ctx) => {
  assertStaff(ctx.customer);
  return lockedAssociates(ctx.db);
});
