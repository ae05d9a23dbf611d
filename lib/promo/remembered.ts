/** Spec 2: a promo code in the home URL is remembered for the cart in this cookie. */
export const PROMO_COOKIE = "promo_code";
export const PROMO_COOKIE_DAYS = 30;

/** What a promo code looks like in a link: 2 to 40 letters, digits, - and _. */
export const PROMO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;

/** A path segment that can be a promo code, normalised to upper case; otherwise null. */
export function promoCodeFromSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return PROMO_PATTERN.test(decoded) ? decoded.toUpperCase() : null;
}
