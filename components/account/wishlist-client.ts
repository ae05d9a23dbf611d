import { z } from "zod";
import type { wishlistEntrySchema } from "@/lib/api/operations/wishlist";
import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import type { SavedDesign } from "@/lib/configured-products/client";
import { wishlistItemSchema, type WishlistItemInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";
import type { PendingAction } from "@/lib/shell/auth-redirect";

export type WishlistEntry = z.output<typeof wishlistEntrySchema>;
export type WishlistType = WishlistItemInput["type"];

/** The pending-action types the login page knows how to finish (lib/shell/auth-redirect). */
export const ADD_TO_WISHLIST = "wishlist:add";
export const ADD_DESIGN_TO_WISHLIST = "wishlist:add-design";

/** What the configurator keeps for after login: the design itself, saved once signed in. */
export const designPayloadSchema = z.object({
  product_id: z.uuid(),
  data: z.string().min(1).max(4000),
  customization_stage_id: z.number().int().default(0),
  customizer_version: z.string().default(CUSTOMIZER_VERSION),
});
export type DesignPayload = z.input<typeof designPayloadSchema>;

export const addToWishlist = (type: WishlistType, id: string) =>
  api<WishlistEntry>("POST", "/customer/wishlist", { type, id });

export const removeFromWishlist = (type: WishlistType, id: string) =>
  api<{ removed: true }>(
    "DELETE",
    `/customer/wishlist/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
  );

/** Saves the configurator's design (spec 7 POST /configured-products), then adds it. */
export async function addDesignToWishlist(design: DesignPayload): Promise<WishlistEntry> {
  const saved = await api<SavedDesign>(
    "POST",
    "/configured-products",
    designPayloadSchema.parse(design),
  );
  return addToWishlist("configured_product", saved.id);
}

/**
 * Finishes an action that waited for the sign-in. Returns the entry added, or null when the
 * action is not one of ours or its payload is not usable (then there is nothing to resume).
 */
export async function runPendingAction(action: PendingAction): Promise<WishlistEntry | null> {
  if (action.type === ADD_TO_WISHLIST) {
    const item = wishlistItemSchema.safeParse(action.payload);
    return item.success ? addToWishlist(item.data.type, item.data.id) : null;
  }
  if (action.type === ADD_DESIGN_TO_WISHLIST) {
    const design = designPayloadSchema.safeParse(action.payload);
    return design.success ? addDesignToWishlist(design.data) : null;
  }
  return null;
}
