import { api, call } from "../http/api-client";

/** The swr key of a stock piece's live availability (shared by every widget on the page). */
export const availabilityKey = (productId: string) => `/is-product-still-available/${productId}`;

/** Spec 7: live stock of a piece (null stock: made without limit). */
export const fetchAvailability = (productId: string) =>
  call(() =>
    api.GET("/api/external/is-product-still-available/{id}", {
      params: { path: { id: productId } },
    }),
  );
