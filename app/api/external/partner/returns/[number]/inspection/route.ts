// POST /api/external/partner/returns/{number}/inspection – accepted or refused (issue 38)
import { inspectPartnerReturnOperation } from "@/lib/api/operations/returns";
import { partnerWriteRoute } from "@/lib/api/partner";
import { inspectReturn } from "@/lib/orders/returns";

export const POST = partnerWriteRoute(
  inspectPartnerReturnOperation,
  "inspectPartnerReturn",
  ({ db, params, body, partner }, idempotency) =>
    inspectReturn(db, {
      number: params.number,
      inspection:
        body.outcome === "refused"
          ? { outcome: "refused", note: body.note }
          : {
              outcome: "accepted",
              note: body.note ?? null,
              carrier: body.carrier,
              trackingNumber: body.tracking_number,
            },
      actor: { kind: "partner", partnerId: partner.id },
      idempotency,
    }),
);
