import { CART_COUNT_COOKIE, CART_ID_COOKIE } from "../shell/clear-history";

export { CART_ID_COOKIE };
const CART_COOKIE_DAYS = 30;

/** Readable by the page (js-cookie), sent only to this site; the API wrapper sets `secure`. */
export const cartCookieOptions = () =>
  ({
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    maxAge: CART_COOKIE_DAYS * 24 * 60 * 60,
  }) as const;

type CookieWriter = {
  setCookie: (name: string, value: string, options?: ReturnType<typeof cartCookieOptions>) => void;
  deleteCookie: (name: string) => void;
};

/** Every answer that shows a cart also refreshes the cookies, so the badge never drifts. */
export function writeCartCookies(ctx: CookieWriter, cart: { id: string; item_count: number }) {
  ctx.setCookie(CART_ID_COOKIE, cart.id, cartCookieOptions());
  ctx.setCookie(CART_COUNT_COOKIE, String(cart.item_count), cartCookieOptions());
}

export function clearCartCookies(ctx: CookieWriter) {
  ctx.deleteCookie(CART_ID_COOKIE);
  ctx.deleteCookie(CART_COUNT_COOKIE);
}
