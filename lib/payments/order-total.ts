import "server-only";
import { ApiError } from "../api/errors";
import type { Db } from "../db/types";

/**
 * The server-computed total of the shopper's cart, which PayPal orders, payment intents and
 * financing checkouts are created for. The cart code owns the calculation; it plugs in here
 * (`setOrderTotalResolver`) until `@/lib/cart/total-for-payment` exists and is imported instead.
 * Held on globalThis: route bundles are separate module graphs in one process.
 */
export type PaymentOwner = { customerId: string | null; sessionId: string };
export type OrderTotalResolver = (
  db: Db,
  orderId: string,
  owner: PaymentOwner,
) => Promise<number | null>;

const key = Symbol.for("atelier.payments.orderTotal");
type Holder = { [key]?: OrderTotalResolver };

export function setOrderTotalResolver(resolver: OrderTotalResolver | undefined): void {
  (globalThis as Holder)[key] = resolver;
}

/** Cents to charge for this shopper's order; 404 when it is not theirs or not a cart. */
export async function orderTotalFor(db: Db, orderId: string, owner: PaymentOwner): Promise<number> {
  const resolver = (globalThis as Holder)[key];
  if (!resolver) {
    throw new ApiError(503, "Payments are not available yet. Please try again later.");
  }
  const total = await resolver(db, orderId, owner);
  if (total === null) throw ApiError.notFound("Order");
  if (!Number.isSafeInteger(total) || total <= 0) {
    throw ApiError.conflict("There is nothing to pay for this order.");
  }
  return total;
}
