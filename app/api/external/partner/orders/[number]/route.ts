// GET /api/external/partner/orders/{number} – partners (issue 26): where an order stands
import { handle } from "@/lib/api/handler";
import { getPartnerOrderOperation } from "@/lib/api/operations/partners";
import { partnerOrderView } from "@/lib/orders/production";

export const GET = handle(getPartnerOrderOperation, ({ db, params }) =>
  partnerOrderView(db, params.number),
);
