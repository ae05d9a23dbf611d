import { STOCK_ROUTES } from "../catalogue/categories";
import type { StockCategory } from "../catalogue/visibility";
import { CONTENT_SECTIONS, contentSlugFromPath } from "../content/pages";
import { campaignCodeFromSegment } from "../promo/campaign-path";
import { isKioskStore } from "../retail/kiosk";
import type { RetailStoreSlug } from "../retail/stores";

/**
 * What a page address names, decided before the page renders (issue 26): the proxy answers a
 * "missing" address with the store's prerendered 404 page, because Next 16 serves `notFound()`
 * from a rendering page as an empty error shell. The other kinds still need the catalogue or
 * the promo codes to say whether the thing exists (lib/routing/page-found.ts).
 */
export type PageLookup =
  /** A route whose page always exists, or decides for itself (a session, a token, a design). */
  | { kind: "page" }
  | { kind: "missing" }
  | { kind: "bag"; name: string }
  | { kind: "product"; name: string }
  | { kind: "piece"; category: StockCategory; name: string }
  | { kind: "content"; slug: string }
  | { kind: "campaign"; code: string };

type Params = Readonly<Record<string, string>>;
type Check = (params: Params, store: RetailStoreSlug) => PageLookup;

const PAGE: PageLookup = { kind: "page" };
const MISSING: PageLookup = { kind: "missing" };
const page: Check = () => PAGE;
/** The kiosk's own pages (store registration, invoices, enrollment) exist at the kiosks only. */
const kioskOnly: Check = (_params, store) => (isKioskStore(store) ? PAGE : MISSING);
const content = (slug: string | null): PageLookup => (slug ? { kind: "content", slug } : MISSING);
const piece =
  (route: string): Check =>
  ({ name = "" }) => ({ kind: "piece", category: STOCK_ROUTES[route]!.category, name });

/** `/{segment}`: a content or campaign page, else a promo code, else nothing. */
const singleSegment: Check = ({ page: segment = "" }) => {
  const slug = contentSlugFromPath([segment]);
  if (slug) return content(slug);
  const code = campaignCodeFromSegment(segment);
  return code ? { kind: "campaign", code } : MISSING;
};

/**
 * Every route under app/s/[store], as the shopper's path names it (`:name` is a dynamic segment),
 * with what decides whether it exists. tests/unit/page-routes.test.ts holds this list equal to the
 * folders, so a new page cannot be forgotten here (it would answer 404).
 */
export const PAGE_ROUTES: Readonly<Record<string, Check>> = {
  "/": page,
  "/:page": singleSegment,
  "/robots.txt": page,
  "/sitemap.xml": page,
  // Authentication and account (tokens and sessions are the pages' own business)
  "/signup": page,
  "/login": page,
  "/forgot-password": page,
  "/reset-password/:token/:email": page,
  "/verify-email/:token/:email": page,
  "/confirm-account/:token/:email": page,
  "/confirm-email/:token/:email": page,
  "/undo-email-change/:token/:email": page,
  "/finish-sign-in/:token/:email": page,
  "/newsletter/confirm/:token": page,
  "/newsletter/unsubscribe/:token": page,
  // Issue 37: a guest's request for their data, and every privacy request's mailed link.
  "/privacy-request": page,
  "/privacy-request/:token": page,
  "/my-account": page,
  "/my-account/login": page,
  "/my-account/orders": page,
  // Whose order it is needs the session: the page decides, server.mjs serves its 404.
  "/my-account/orders/:id": page,
  "/my-account/orders/:id/change": page,
  "/my-account/wishlist": page,
  // A return authorisation to print (issue 38): whose it is needs the session.
  "/my-account/returns/:number": page,
  // A guest follows an order (issue 26): the number and e-mail are posted, never in the path.
  "/orders/track": page,
  "/orders/track/change": page,
  "/orders/track/returns/:number": page,
  // Cart and checkout
  "/cart": page,
  "/cart/:id": page,
  // Reached only by the proxy's rewrite of `/cart` with a cart cookie (issue 27).
  "/cart/bag": () => MISSING,
  "/checkout/registration": page,
  "/checkout/confirmation": page,
  "/checkout/apple_pay_confirmation": page,
  "/checkout/amazon_pay_confirmation": page,
  "/checkout/confirmation_affirm": page,
  "/checkout/thank_you": page,
  "/checkout/store-registration": kioskOnly,
  "/checkout/create-invoice": kioskOnly,
  "/checkout/invoice": kioskOnly,
  "/kiosk/enroll": kioskOnly,
  // Issue 38: the associate's returns screen at the counter.
  "/kiosk/returns": kioskOnly,
  // Privacy (issue 37): CCPA's opt-out of sale and sharing
  "/do-not-sell-or-share": page,
  // Shop
  "/gift-cards": page,
  "/masks": page,
  "/materials": page,
  "/customize": page,
  "/bags": page,
  "/bags/all-bags": page,
  "/bags/:name": ({ name = "" }) => ({ kind: "bag", name }),
  "/bags/:name/design": ({ name = "" }) => ({ kind: "bag", name }),
  // Reached only by the proxy's rewrite of `/bags/{name}?d=` (issue 27): one address per design.
  "/bags/:name/design/:design": () => MISSING,
  "/products/:name": ({ name = "" }) => ({ kind: "product", name }),
  // Staff preview reads the database and the session: the page decides.
  "/products-preview/:name": page,
  "/limited-edition": page,
  "/limited-edition/:name": piece("limited-edition"),
  "/sample-sale": page,
  "/sample-sale/:name": piece("sample-sale"),
  "/rtw-selection": page,
  "/rtw-selection/:name": piece("rtw-selection"),
  // A saved design is a database row: the page decides.
  "/gallery/configured/:id": page,
  // Content
  "/jobs/lead-developer": () => content("jobs/lead-developer"),
  ...Object.fromEntries(
    CONTENT_SECTIONS.filter((section) => section !== "jobs").map((section): [string, Check] => [
      `/${section}/:slug`,
      ({ slug = "" }) => content(contentSlugFromPath([section, slug])),
    ]),
  ),
};

type Pattern = { segments: readonly string[]; check: Check };

const PATTERNS: readonly Pattern[] = Object.entries(PAGE_ROUTES).map(([path, check]) => ({
  segments: path.split("/").filter(Boolean),
  check,
}));

function match(pattern: Pattern, segments: readonly string[]): Params | null {
  if (pattern.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.segments.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** Next's precedence: from the left, the first segment where two patterns differ, static wins. */
function moreSpecific(a: Pattern, b: Pattern): boolean {
  for (const [index, part] of a.segments.entries()) {
    const dynamicA = part.startsWith(":");
    const dynamicB = (b.segments[index] ?? "").startsWith(":");
    if (dynamicA !== dynamicB) return !dynamicA;
  }
  return false;
}

/**
 * What the page path (as the shopper wrote it, still %-encoded) names in this store. Segments
 * that cannot be decoded name nothing; the proxy answers those with its 400 before asking.
 */
export function pageLookup(store: RetailStoreSlug, pathname: string): PageLookup {
  let segments: string[];
  try {
    segments = pathname.replace(/\/+$/, "").split("/").slice(1).map(decodeURIComponent);
  } catch {
    return MISSING;
  }
  let best: { pattern: Pattern; params: Params } | null = null;
  for (const pattern of PATTERNS) {
    const params = match(pattern, segments);
    if (params && (!best || moreSpecific(pattern, best.pattern))) best = { pattern, params };
  }
  return best ? best.pattern.check(best.params, store) : MISSING;
}
