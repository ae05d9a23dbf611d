// POST /api/external/partner/orders/{number}/stages – the atelier (issue 26): a stage reached
import { reportOrderStageOperation } from "@/lib/api/operations/partners";
import { partnerWriteRoute } from "@/lib/api/partner";
import { reportStage } from "@/lib/orders/production";

export const POST = partnerWriteRoute(
  reportOrderStageOperation,
  "reportOrderStage",
  ({ db, params, body, partner }, idempotency) =>
    reportStage(db, {
      number: params.number,
      stage: body.stage,
      at: body.at ? new Date(body.at) : undefined,
      carrier: body.carrier,
      trackingNumber: body.tracking_number,
      partnerId: partner.id,
      idempotency,
    }),
);
