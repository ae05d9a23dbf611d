// POST /api/external/partner/orders/{number}/stages – the atelier (issue 26): a stage reached
import { handle } from "@/lib/api/handler";
import { reportOrderStageOperation } from "@/lib/api/operations/partners";
import { idempotencyRef, partnerAnswer } from "@/lib/api/partner";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { reportStage } from "@/lib/orders/production";

export const POST = handle(reportOrderStageOperation, async (ctx) => {
  const { db, params, body, partner } = ctx;
  const outcome = await reportStage(db, {
    number: params.number,
    stage: body.stage,
    at: body.at ? new Date(body.at) : undefined,
    carrier: body.carrier,
    trackingNumber: body.tracking_number,
    partnerId: partner.id,
    idempotency: idempotencyRef(ctx, "reportOrderStage", { number: params.number, ...body }),
  });
  kickMailDelivery();
  return partnerAnswer(outcome);
});
