/** Raised in the page after anything changes the cart, so the header badge re-reads its cookie. */
export const CART_CHANGED_EVENT = "atelier:cart-changed";

export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
