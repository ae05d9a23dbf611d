import { z } from "zod";
import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import { wishlistItemSchema } from "@/lib/customers/schemas";
import type { PendingAction } from "@/lib/shell/auth-redirect";
import {
  ADD_DESIGN_TO_WISHLIST,
  ADD_TO_WISHLIST,
  addDesignToWishlist,
  addToWishlist,
  type WishlistEntry,
} from "./wishlist-client";

/** A design kept for after login, read back from storage the shopper could have edited. */
const designPayloadSchema = z.object({
  product_id: z.uuid(),
  data: z.string().min(1).max(4000),
  customization_stage_id: z.number().int().default(0),
  customizer_version: z.string().default(CUSTOMIZER_VERSION),
});

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
