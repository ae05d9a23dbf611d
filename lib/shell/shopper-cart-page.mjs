// When `/cart` is rendered for the shopper on the server (issue 27). Plain JavaScript, so that
// server.mjs's page cache (server/page-cache.mjs) follows the same rule as the proxy; checked by
// tsc through its JSDoc types (tsconfig.json's checkJs list).

/** The cart-id cookie the storefront remembers the bag by (spec 4; readable by the page). */
export const CART_ID_COOKIE = "cart_id";

/** The bag's address. Without a cart cookie it is one prerendered page for every shopper. */
const CART_PAGE = "/cart";

/**
 * Where the proxy sends `/cart` when the request carries a cart cookie: rendered per request
 * with the shopper's priced bag in its first HTML. Typed directly it is a 404 (one address per
 * page; lib/routing/page-routes.ts).
 */
export const SHOPPER_CART_ROUTE = "/cart/bag";

const HAS_CART_COOKIE = new RegExp(`(?:^|;\\s*)${CART_ID_COOKIE}=[^;\\s]`);

/**
 * Whether a request for `pathname` with this Cookie header gets the bag rendered on the server
 * (then neither the page cache nor a copy of the prerendered page may answer it).
 * @param {string} pathname
 * @param {string | null | undefined} cookieHeader
 * @returns {boolean}
 */
export const rendersShopperCart = (pathname, cookieHeader) =>
  pathname === CART_PAGE && HAS_CART_COOKIE.test(cookieHeader ?? "");
