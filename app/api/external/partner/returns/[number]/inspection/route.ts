// POST /api/external/partner/returns/{number}/inspection – accepted or refused (issue 38)
import { handle } from "@/lib/api/handler";
import { inspectPartnerReturnOperation } from "@/lib/api/operations/returns";
import { idempotencyRef, partnerReturnAnswer } from "@/lib/api/partner";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { inspectReturn } from "@/lib/orders/returns";

export const POST = handle(inspectPartnerReturnOperation, async (ctx) => {
  const { body, params } = ctx;
  const outcome = await inspectReturn(ctx.db, {
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
    actor: { kind: "partner", partnerId: ctx.partner.id },
    idempotency: idempotencyRef(ctx, "inspectPartnerReturn", { number: params.number, ...body }),
  });
  kickMailDelivery();
  return partnerReturnAnswer(outcome);
});
