import "server-only";
import { eq } from "drizzle-orm";
import { ApiError } from "../api/errors";
import { orders } from "../db/schema";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import { changeCart, type CartActor } from "./service";

export type CartDetails = { comments?: string | null };

/** PUT /orders/{id}: what the shopper may change on the cart itself. */
export function updateCartDetails(db: Db, actor: CartActor, cartId: string, details: CartDetails) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    if (details.comments === undefined) return;
    if (!showsSection(actor.store, "comments")) {
      throw ApiError.validation({ comments: ["This store does not take order comments."] });
    }
    await tx
      .update(orders)
      .set({ comments: details.comments || null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  });
}
