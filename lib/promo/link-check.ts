import { PROMO_MESSAGES, promoEligibility, type PromoRule } from "./rules";

/** The answer of GET /public/promo-codes/{code}: can the code from a campaign link be used? */
export type PromoLinkCheck = { code: string; valid: boolean; message: string };

/** Shopper-facing wording for each refusal of the cart's rules (lib/cart/promo.ts). */
const REFUSALS: ReadonlyMap<string, (code: string) => string> = new Map([
  [PROMO_MESSAGES.notStarted, (code: string) => `The code ${code} is not active yet.`],
  [PROMO_MESSAGES.expired, (code: string) => `The code ${code} has expired.`],
  [PROMO_MESSAGES.usedUp, (code: string) => `The code ${code} has already been used.`],
]);

/**
 * Words the cart's verdict on a code for a shopper who followed a link; the rules themselves stay
 * in promoEligibility. There is no bag yet, so the code is judged as if the bag met its minimum:
 * only the code's own state (known, active, started, expired, used up) can refuse it, and the
 * minimum spend stays the cart's business.
 */
export function promoLinkCheck(
  code: string,
  rule: PromoRule | null,
  now: Date,
  storeId: string | null,
): PromoLinkCheck {
  const qualifyingGoods = Math.max(1, rule?.minItemTotal ?? 0);
  const verdict = promoEligibility(rule, qualifyingGoods, now, storeId);
  if (verdict.eligible) {
    return {
      code,
      valid: true,
      message: `Your code ${code} is saved and will be offered in your bag at checkout.`,
    };
  }
  const refusal = REFUSALS.get(verdict.message);
  let message: string;
  if (refusal) message = refusal(code);
  // A row the rules call unknown exists but is switched off: a real code, no longer offered.
  else if (rule) message = `The code ${code} is no longer available.`;
  else message = `We don't recognise the code ${code}. It has not been saved.`;
  return { code, valid: false, message };
}

/** The refusal for a store that takes no promo codes (spec 6, promo inputs). */
export const promoLinkNotHere = (code: string): PromoLinkCheck => ({
  code,
  valid: false,
  message: PROMO_MESSAGES.notHere,
});
