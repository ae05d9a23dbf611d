import "server-only";
import { createHash } from "node:crypto";
import { ProviderHttpError } from "../http";
import type { PaypalApi } from "./api";

/**
 * Issue 38: a dearer design's difference paid with PayPal, for an order paid with PayPal
 * (docs/adr/0350). The server creates a PayPal order (Orders v2, intent CAPTURE) for the
 * difference it priced. Its purchase unit's `custom_id` is the store's order, as at checkout,
 * so the existing adapter captures it (it checks the order and the amount, then captures under
 * the change's PayPal-Request-Id) and reconciliation looks it up like any capture of the order;
 * its `reference_id` names the change (`design_change:<line>:<design>`), which the order's
 * checkout PayPal order (reference_id = the order) never does, so only an order made for this
 * change is ever captured for it.
 */
const REFERENCE_PREFIX = "design_change:";

const ORDER_ID = /^[A-Z0-9]{1,36}$/;

const referenceOf = (occasion: string) => `${REFERENCE_PREFIX}${occasion}`;

/**
 * The same change, difference and `attempt` give the same PayPal order back (a reload, a second
 * click); a difference that moved, or a payment tried since (`attempt`: the order's payments so
 * far), a new one, so a PayPal order already captured is never handed out again. PayPal takes
 * at most 108 characters: a digest.
 */
const requestIdOf = (orderId: string, occasion: string, amount: number, attempt: number) =>
  `dc-${createHash("sha256").update(`${orderId}:${occasion}:${amount}:${attempt}`).digest("hex")}`;

/** The PayPal order the buttons approve for this change's difference; its id is the token. */
export async function createDifferenceOrder(
  api: PaypalApi,
  payment: { orderId: string; occasion: string; amount: number; attempt: number },
  description: string,
): Promise<{ id: string }> {
  const { orderId, occasion, amount, attempt } = payment;
  const order = await api.createOrder(orderId, amount, {
    referenceId: referenceOf(occasion),
    description,
    requestId: requestIdOf(orderId, occasion, amount, attempt),
  });
  return { id: order.id };
}

/**
 * Whether `token` names a PayPal order created for this order's change (`occasion`). False for
 * anything else, the order's checkout PayPal order included. Throws when PayPal does not answer
 * (the change is then refused as unconfirmed, nothing taken).
 */
export async function isDifferenceOrder(
  api: PaypalApi,
  token: string,
  orderId: string,
  occasion: string,
): Promise<boolean> {
  if (!ORDER_ID.test(token)) return false;
  try {
    const order = await api.getOrder(token);
    const [unit, ...others] = order.purchase_units;
    return (
      others.length === 0 &&
      unit?.custom_id === orderId &&
      unit.reference_id === referenceOf(occasion)
    );
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return false;
    throw error;
  }
}
