// GET /api/external/staff/returns – client care's open returns per store (issue 38)
import { handle } from "@/lib/api/handler";
import { listStaffReturns } from "@/lib/api/operations/returns";
import { openReturns } from "@/lib/orders/returns";
import { assertStaff } from "@/lib/staff/stores";

export const GET = handle(listStaffReturns, async (ctx) => {
  assertStaff(ctx.customer);
  return openReturns(ctx.db, ctx.query.store ?? null);
});
