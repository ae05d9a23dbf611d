import "server-only";
import { DomainError } from "../errors/index";
import { cartTotalFor } from "../cart/total-for-payment";
import type { Db } from "../db/types";
import type { PaymentOwner } from "../payments/types";

/** Cents to charge for this shopper's order; 404 when it is not theirs or not a cart. */
export async function orderTotalFor(db: Db, orderId: string, owner: PaymentOwner): Promise<number> {
  const total = await cartTotalFor(db, orderId, owner);
  if (total === null) throw DomainError.notFound("Order");
  if (!Number.isSafeInteger(total) || total <= 0) {
    throw DomainError.conflict("There is nothing to pay for this order.", "nothing_to_pay");
  }
  return total;
}
