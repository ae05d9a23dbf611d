// GET /api/external/staff/repairs – client care's repairs under way, per store (issue 38)
import { handle } from "@/lib/api/handler";
import { listStaffRepairs } from "@/lib/api/operations/repairs";
import { openRepairs } from "@/lib/orders/repairs";
import { assertStaff } from "@/lib/staff/stores";

export const GET = handle(listStaffRepairs, async (ctx) => {
  assertStaff(ctx.customer);
  return openRepairs(ctx.db, ctx.query.store ?? null);
});
