// GET /api/external/payments/financing/checkouts/{token} – not in spec 7: financing approval poll (spec 9: every 1 s)
import { handle } from "@/lib/api/handler";
import { financingCheckoutStatus as operation } from "@/lib/api/operations/payments";
import { financingCheckoutStatus } from "@/lib/payments/start";

export const GET = handle(operation, async (ctx) => {
  const status = await financingCheckoutStatus(ctx.params.token);
  return { status: status.status, amount: status.amount, order_id: status.orderId };
});
