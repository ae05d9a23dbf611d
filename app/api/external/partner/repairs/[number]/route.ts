// GET /api/external/partner/repairs/{number} – a repair as the atelier sees it (issue 38)
import { handle } from "@/lib/api/handler";
import { getPartnerRepairOperation } from "@/lib/api/operations/repairs";
import { success } from "@/lib/api/respond";
import { repairByNumber } from "@/lib/orders/repairs";

export const GET = handle(getPartnerRepairOperation, async (ctx) =>
  success(await repairByNumber(ctx.db, ctx.params.number), {
    headers: { "Cache-Control": "no-store" },
  }),
);
