/** What the shopper may type as a promo code; the server checks the code itself (spec 5). */
export const PROMO_CODE_MAX_LENGTH = 40;

export const PROMO_CODE_MESSAGES = {
  empty: "Please enter a promo code.",
  tooLong: `Promo codes are at most ${PROMO_CODE_MAX_LENGTH} characters.`,
  characters: "Please enter the code as written: letters, digits, - and _.",
} as const;

/**
 * The code as the order takes it (trimmed, upper case), or the message for the field. A plain
 * function rather than a schema: the cart's only form is one field, and a validation library
 * would be the largest part of the cart's first-load JavaScript.
 */
export function readPromoCode(raw: string): { code: string } | { error: string } {
  const code = raw.trim();
  if (code.length === 0) return { error: PROMO_CODE_MESSAGES.empty };
  if (code.length > PROMO_CODE_MAX_LENGTH) return { error: PROMO_CODE_MESSAGES.tooLong };
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return { error: PROMO_CODE_MESSAGES.characters };
  return { code: code.toUpperCase() };
}
