import type { WishlistEntry } from "@/lib/customers/views";
import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import type { SavedDesign } from "@/lib/configured-products/client";
import type { WishlistItemInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";

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
  api<WishlistEntry>("POST", "/customer/wishlist", { type, id });

export const removeFromWishlist = (type: WishlistType, id: string) =>
  api<{ removed: true }>(
    "DELETE",
    `/customer/wishlist/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
  );

/**
 * Saves the configurator's design (spec 7 POST /configured-products), then adds it. The server
 * validates the design; this module stays free of a validation library because every page with
 * a wishlist heart loads it (issue 14).
 */
export async function addDesignToWishlist(design: DesignPayload): Promise<WishlistEntry> {
  const saved = await api<SavedDesign>("POST", "/configured-products", {
    customization_stage_id: 0,
    customizer_version: CUSTOMIZER_VERSION,
    ...design,
  });
  return addToWishlist("configured_product", saved.id);
}
