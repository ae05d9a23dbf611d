import { z } from "zod";
import { normalizePromoCode } from "../../promo/rules";
import { PROMO_PATTERN } from "../../promo/remembered";
import { defineOperation } from "../operation";

export const promoLinkCheckSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  /** One sentence for the shopper, e.g. "The code SUMMER25 has expired." */
  message: z.string(),
});

export const checkPromoCode = defineOperation({
  method: "GET",
  path: "/public/promo-codes/{code}",
  summary:
    "Whether the promo code of a campaign link (/{promo_code}) can be used, with a sentence for " +
    "the shopper. No cart is needed; the minimum spend is checked in the bag. A malformed code " +
    "is 404.",
  tag: "Marketing",
  auth: "none",
  params: z.object({ code: z.string().regex(PROMO_PATTERN).transform(normalizePromoCode) }),
  response: promoLinkCheckSchema,
  rateLimit: 30,
});
