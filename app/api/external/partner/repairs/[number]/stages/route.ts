// POST /api/external/partner/repairs/{number}/stages – the repair's next stage (issue 38)
import { reportPartnerRepairStageOperation } from "@/lib/api/operations/repairs";
import { partnerWriteRoute } from "@/lib/api/partner";
import { reportRepairStage } from "@/lib/orders/repairs";

export const POST = partnerWriteRoute(
  reportPartnerRepairStageOperation,
  "reportPartnerRepairStage",
  ({ db, params, body, partner }, idempotency) =>
    reportRepairStage(db, {
      number: params.number,
      report: {
        stage: body.stage,
        note: body.note || null,
        ...(body.stage === "shipped_back"
          ? { carrier: body.carrier, trackingNumber: body.tracking_number }
          : {}),
      },
      partnerId: partner.id,
      idempotency,
    }),
);
