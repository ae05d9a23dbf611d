// POST /api/external/partner/returns/{number}/received – the parcel arrived (issue 38)
import { receivePartnerReturnOperation } from "@/lib/api/operations/returns";
import { partnerWriteRoute } from "@/lib/api/partner";
import { receiveReturn } from "@/lib/orders/returns";

export const POST = partnerWriteRoute(
  receivePartnerReturnOperation,
  "receivePartnerReturn",
  ({ db, params, partner }, idempotency) =>
    receiveReturn(db, {
      number: params.number,
      actor: { kind: "partner", partnerId: partner.id },
      idempotency,
    }),
);
