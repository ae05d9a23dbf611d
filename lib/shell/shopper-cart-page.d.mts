/** Types of shopper-cart-page.mjs (plain JavaScript, so that server.mjs can run it). */
export declare const CART_ID_COOKIE: "cart_id";
export declare const CART_PAGE: "/cart";
export declare const SHOPPER_CART_ROUTE: "/cart/bag";
export declare function rendersShopperCart(
  pathname: string,
  cookieHeader: string | null | undefined,
): boolean;
