// POST /api/external/partner/orders/{number}/cancel – client care (issue 26): cancel and refund
import { cancelPartnerOrderOperation } from "@/lib/api/operations/partners";
import { partnerWriteRoute } from "@/lib/api/partner";
import { cancelOrder } from "@/lib/orders/production";

export const POST = partnerWriteRoute(
  cancelPartnerOrderOperation,
  "cancelPartnerOrder",
  ({ db, params, body, partner }, idempotency) =>
    cancelOrder(db, {
      number: params.number,
      reason: body.reason,
      partnerId: partner.id,
      idempotency,
    }),
);
