// POST /api/external/partner/returns/{number}/received – the parcel arrived (issue 38)
import { handle } from "@/lib/api/handler";
import { receivePartnerReturnOperation } from "@/lib/api/operations/returns";
import { idempotencyRef, partnerReturnAnswer } from "@/lib/api/partner";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { receiveReturn } from "@/lib/orders/returns";

export const POST = handle(receivePartnerReturnOperation, async (ctx) => {
  const outcome = await receiveReturn(ctx.db, {
    number: ctx.params.number,
    actor: { kind: "partner", partnerId: ctx.partner.id },
    idempotency: idempotencyRef(ctx, "receivePartnerReturn", { number: ctx.params.number }),
  });
  kickMailDelivery();
  return partnerReturnAnswer(outcome);
});
