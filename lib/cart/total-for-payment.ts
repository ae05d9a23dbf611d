import "server-only";
import type { Owner } from "../configured-products/repository";
import type { Db } from "../db/types";
import { findCartRow, loadCart } from "./load";
import { priceCart } from "./price";

/**
 * What a payment provider is asked to collect for this shopper's cart (PayPal orders, payment
 * intents, financing checkouts): the server's total right now; null when it is not their cart.
 * placeOrder checks the same figure again before it charges.
 */
export async function cartTotalFor(db: Db, orderId: string, owner: Owner): Promise<number | null> {
  const order = await findCartRow(db, orderId, owner);
  if (!order) return null;
  return priceCart(await loadCart(db, order)).totals.total;
}
