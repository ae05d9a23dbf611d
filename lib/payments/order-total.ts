import "server-only";
import { ApiError } from "../api/errors";
import { cartTotalFor } from "../cart/total-for-payment";
import type { Db } from "../db/types";

/** Who is paying: the same owner the cart code checks. */
export type PaymentOwner = { customerId: string | null; sessionId: string };

/** Cents to charge for this shopper's order; 404 when it is not theirs or not a cart. */
export async function orderTotalFor(db: Db, orderId: string, owner: PaymentOwner): Promise<number> {
  const total = await cartTotalFor(db, orderId, owner);
  if (total === null) throw ApiError.notFound("Order");
  if (!Number.isSafeInteger(total) || total <= 0) {
    throw ApiError.conflict("There is nothing to pay for this order.");
  }
  return total;
}
