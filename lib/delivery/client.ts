import { api, call } from "../http/api-client";

/** The swr key of a design's date: a new design asks again, the same one is shared. */
export const deliveryDateKey = (productId: string, design: string) =>
  ["delivery-date", productId, design] as const;

/** The server's date for a design (the browser never computes one). */
export const fetchDeliveryDate = (productId: string, design: string) =>
  call(() =>
    api.GET("/api/external/public/delivery-date", {
      params: { query: { product_id: productId, design } },
    }),
  );

/** The swr key of a cart's dates; the cart's lines and total in it, so a changed bag asks again. */
export const cartDeliveryKey = (cartId: string, version: string) =>
  ["cart-delivery-dates", cartId, version] as const;

export const fetchCartDeliveryDates = (cartId: string) =>
  call(() =>
    api.GET("/api/external/cart-delivery-dates/{id}", { params: { path: { id: cartId } } }),
  );
