import { CART_ID_COOKIE } from "./shopper-cart-page.mjs";

export { CART_ID_COOKIE };
/** The customer's api-token cookie, for the parts of the app that keep it readable (spec 4). */
export const CUSTOMER_TOKEN_COOKIE = "customer_token";
const CART_COOKIE = "cart";
/** Kept beside the cart-id cookie for the header's count; it goes with the cart. */
export const CART_COUNT_COOKIE = "cart_count";

/** Spec 4: "Clear history removes the customer token, cart and cart-id cookies, then reloads." */
export const CLEAR_HISTORY_COOKIES: readonly string[] = [
  CUSTOMER_TOKEN_COOKIE,
  CART_COOKIE,
  CART_ID_COOKIE,
  CART_COUNT_COOKIE,
];

/**
 * The stored customer token, or undefined when there is none. Spec 4: a token cookie holding the
 * literal string "undefined" (written by a script that stringified a missing value) counts as
 * absent, as do an empty or blank value.
 */
export function customerTokenFrom(value: string | undefined): string | undefined {
  const token = value?.trim();
  return token && token !== "undefined" ? token : undefined;
}

/** True when the token cookie exists but holds nothing usable, so it should be removed. */
export function isStaleTokenCookie(value: string | undefined): boolean {
  return value !== undefined && customerTokenFrom(value) === undefined;
}

type ShortcutKey = Pick<
  KeyboardEvent,
  "key" | "code" | "ctrlKey" | "shiftKey" | "altKey" | "metaKey"
>;

/**
 * Ctrl+Shift+H (spec 2). `code` is checked as well as `key` so non-Latin keyboard layouts work;
 * Alt and Meta must be up so Ctrl+Alt+Shift+H or Cmd combinations do not trigger it.
 */
export function isClearHistoryShortcut(event: ShortcutKey): boolean {
  if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return false;
  return event.key.toLowerCase() === "h" || event.code === "KeyH";
}

/** Removes the clear-history cookies with the given remover, then reloads. */
export function clearHistory(
  removeCookie: (name: string) => void,
  reload: () => void,
  names: readonly string[] = CLEAR_HISTORY_COOKIES,
): void {
  for (const name of names) removeCookie(name);
  reload();
}
