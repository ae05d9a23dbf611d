import "server-only";
import { ProviderHttpError } from "../http";
import type { FinancingApi } from "./api";

/**
 * Issue 38: a financing order's dearer design (ADR 0421). A loan is one credit decision for one
 * amount: the provider takes no second charge on it, so the difference is a new application,
 * the provider's own checkout for the difference alone. The client approves it at the provider
 * and comes back with its token; the server reads the checkout back (this order, this amount)
 * before the adapter authorizes it (which makes the loan) and captures it.
 */

/** The line of the application: what the client reads at the provider. */
export const differenceItem = (occasion: string) => ({
  displayName: "Atelier Ardent: design change",
  sku: `design_change:${occasion}`.slice(0, 128),
});

/** One checkout per change and amount: a reload gets the same, a moved difference a new one. */
export const differenceCheckoutKey = (orderId: string, occasion: string, amount: number) =>
  `checkout:design_change:${orderId}:${occasion}:${amount}`;

/**
 * Whether `token` names a checkout the client approved for this order's difference of `amount`:
 * never the order's own checkout token (its loan is the order's), never another total. Throws
 * when the provider does not answer.
 */
export async function isFinancingDifferenceCheckout(
  api: FinancingApi,
  token: string,
  orderId: string,
  amount: number,
  checkoutToken: string | null,
): Promise<boolean> {
  if (token === checkoutToken) return false;
  let checkout;
  try {
    checkout = await api.readCheckout(token);
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status < 500) return false;
    throw error;
  }
  return checkout.total === amount && checkout.order_id === orderId;
}
