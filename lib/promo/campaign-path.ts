import "server-only";
import { CONTENT_ROUTES, CONTENT_SECTIONS } from "../content/pages";
import { RETAIL_STORE_SLUGS } from "../retail/stores";
import { promoCodeFromSegment } from "./remembered";

/**
 * First path segments that belong to the routes of spec section 2 (and to the app's own
 * plumbing). They are never read as a promo code, in any letter case: "reserved paths first".
 * Most have their own route, which wins anyway; the list also covers the bare parents
 * (`/products`, `/journey`, `/reset-password`) and `/GIFT-CARDS`, which would otherwise fall
 * through to the single-segment catch-all.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  // Authentication and account
  "signup",
  "login",
  "forgot-password",
  "reset-password",
  "verify-email",
  "confirm-account",
  "confirm-email",
  "undo-email-change",
  "finish-sign-in",
  "my-account",
  // Cart and checkout
  "cart",
  "checkout",
  // After the order (issue 26: /orders/track)
  "orders",
  // Department-store kiosks (issue 25: /kiosk/enroll)
  "kiosk",
  // Privacy (issue 37: the CCPA opt-out page)
  "do-not-sell-or-share",
  // Shop
  "gift-cards",
  "masks",
  "products",
  "products-preview",
  "bags",
  "limited-edition",
  "sample-sale",
  "rtw-selection",
  "gallery",
  "materials",
  "customize",
  // Gift, campaign and content pages, and their sections (journey/{slug}, jobs/…)
  ...CONTENT_ROUTES,
  ...CONTENT_SECTIONS,
  // Other routes: /clear and the retail-store slugs
  "clear",
  ...RETAIL_STORE_SLUGS,
  // Plumbing that never renders a page: the API, the error pages the proxy rewrites to
  "api",
  "page-not-found",
  "bad-request",
  "sanctum",
  "images",
]);

/** True when the segment names a route of spec section 2 (ignoring case and %-escapes). */
export function isReservedSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return RESERVED_SEGMENTS.has(decoded.toLowerCase());
}

/**
 * The promo code a single-segment path carries (`/{promo_code?}`), upper-cased; null when the
 * segment is reserved or cannot be a code, which the page answers with a 404.
 */
export function campaignCodeFromSegment(segment: string): string | null {
  return isReservedSegment(segment) ? null : promoCodeFromSegment(segment);
}
