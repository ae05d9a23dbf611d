// GET /api/external/public/promo-codes/{code} – the promo code of a campaign link (spec 2, /{promo_code?})
import { handle } from "@/lib/api/handler";
import { checkPromoCode } from "@/lib/api/operations/promo-check";
import { lookUpPromoLink } from "@/lib/promo/lookup";

export const GET = handle(checkPromoCode, ({ db, store, params }) =>
  lookUpPromoLink(db, store, params.code),
);
