import Cookies from "js-cookie";
import { api, call } from "../http/api-client";
import { HttpError } from "../http/client";
import { CART_COUNT_COOKIE, CART_ID_COOKIE } from "../shell/clear-history";
import { announceCartChange } from "./events";
import type { ItemKind } from "./items-kind";
import type { CartView } from "./present";

export type { CartView };

/** The cart id the storefront remembers, if any. */
export const storedCartId = (): string | undefined => Cookies.get(CART_ID_COOKIE) || undefined;

/** Spec 8: a cart that cannot be found by its cookie is forgotten. */
export function forgetCart(): void {
  Cookies.remove(CART_ID_COOKIE, { path: "/" });
  Cookies.remove(CART_COUNT_COOKIE, { path: "/" });
  announceCartChange();
}

/**
 * Puts one item in the bag: into the remembered cart (spec 7 add-cart-item), or a new cart
 * (POST /orders) when there is none or the remembered one is gone (checked out, another device).
 * The server sets the cart cookies on the answer; the header badge is told to re-read them.
 */
export async function addItemToCart(kind: ItemKind, id: string): Promise<CartView> {
  const cartId = storedCartId();
  let cart: CartView | undefined;
  if (cartId) {
    try {
      cart = await call(() =>
        api.GET("/api/external/add-cart-item/{type}/{itemId}/{cartId}/{token}", {
          params: { path: { type: kind, itemId: id, cartId, token: "guest" } },
        }),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404 || !isCartMissing(error)) {
        throw error;
      }
      forgetCart();
    }
  }
  cart ??= await call(() =>
    api.POST("/api/external/orders", { body: { orderable_type: kind, orderable_id: id } }),
  );
  announceCartChange();
  return cart;
}

export async function removeItemFromCart(
  kind: ItemKind,
  id: string,
  cartId: string,
): Promise<CartView> {
  const cart = await call(() =>
    api.GET("/api/external/remove-cart-item/{type}/{itemId}/{cartId}/{token}", {
      params: { path: { type: kind, itemId: id, cartId, token: "guest" } },
    }),
  );
  announceCartChange();
  return cart;
}

/** A 404 about the cart itself, as opposed to the item being added (a deleted design). */
const isCartMissing = (error: HttpError) => error.code === "cart_not_found";

/** The swr key of a cart (fetchCart); the cart page's server render hands it over under it too. */
export const cartKey = (id: string) => `/orders/${id}?type=cart`;

/** Spec 7 GET /orders/{id}?type=cart: the cart as the server prices it now. */
export const fetchCart = (id: string): Promise<CartView> =>
  call(() =>
    api.GET("/api/external/orders/{id}", { params: { path: { id }, query: { type: "cart" } } }),
  );

/** Spec 7: a signed-in customer's most recent cart, or null (the server sets the cookies). */
export const fetchLatestCart = (): Promise<CartView | null> =>
  call(() => api.GET("/api/external/customer/orders/getLatestCart"));
