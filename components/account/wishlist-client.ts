import type { WishlistEntry } from "@/lib/customers/views";
import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import type { WishlistItemInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";

export type { WishlistEntry };
export type WishlistType = WishlistItemInput["type"];

/** The pending-action types the login page knows how to finish (lib/shell/auth-redirect). */
export const ADD_TO_WISHLIST = "wishlist:add";
export const ADD_DESIGN_TO_WISHLIST = "wishlist:add-design";

/** What the configurator keeps for after login: the design itself, saved once signed in. */
export type DesignPayload = {
  product_id: string;
  data: string;
  customization_stage_id?: number;
  customizer_version?: string;
};

export const addToWishlist = (type: WishlistType, id: string) =>
  call(() => api.POST("/api/external/customer/wishlist", { body: { type, id } }));

export const removeFromWishlist = (type: WishlistType, id: string) =>
  call(() =>
    api.DELETE("/api/external/customer/wishlist/{type}/{id}", { params: { path: { type, id } } }),
  );

/**
 * Saves the configurator's design (spec 7 POST /configured-products), then adds it. The server
 * validates the design; this module stays free of a validation library because every page with
 * a wishlist heart loads it (issue 14).
 */
export async function addDesignToWishlist(design: DesignPayload): Promise<WishlistEntry> {
  const body = {
    customization_stage_id: 0,
    ...design,
    // A design kept from before a new configurator version is sent as it was, so the server
    // can say it is out of date (422) rather than save it under the wrong version.
    customizer_version: (design.customizer_version ??
      CUSTOMIZER_VERSION) as typeof CUSTOMIZER_VERSION,
  };
  const saved = await call(() => api.POST("/api/external/configured-products", { body }));
  return addToWishlist("configured_product", saved.id);
}
