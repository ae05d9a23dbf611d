// POST /api/external/partner/orders/{number}/cancel – client care (issue 26): cancel and refund
import { handle } from "@/lib/api/handler";
import { cancelPartnerOrderOperation } from "@/lib/api/operations/partners";
import { idempotencyRef, partnerAnswer } from "@/lib/api/partner";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { cancelOrder } from "@/lib/orders/production";

export const POST = handle(cancelPartnerOrderOperation, async (ctx) => {
  const { db, params, body, partner } = ctx;
  const outcome = await cancelOrder(db, {
    number: params.number,
    reason: body.reason,
    partnerId: partner.id,
    idempotency: idempotencyRef(ctx, "cancelPartnerOrder", { number: params.number, ...body }),
  });
  kickMailDelivery();
  return partnerAnswer(outcome);
});
