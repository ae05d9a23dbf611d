// GET /api/external/partner/returns/{number} – the warehouse reads a return authorisation (issue 38)
import { handle } from "@/lib/api/handler";
import { getPartnerReturnOperation } from "@/lib/api/operations/returns";
import { success } from "@/lib/api/respond";
import { returnByNumber } from "@/lib/orders/returns";

export const GET = handle(getPartnerReturnOperation, async (ctx) =>
  success(await returnByNumber(ctx.db, ctx.params.number), {
    headers: { "Cache-Control": "no-store" },
  }),
);
