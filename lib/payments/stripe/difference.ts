import "server-only";
import { log } from "../../log";
import { createAuthorizeOnlyIntent, stripeErrorCode, type StripeClientLike } from "./client";

/**
 * Issue 38: a dearer design's difference paid by card through Stripe. The intent is created here
 * for the amount the server computed and marked as this change's (its purpose and its occasion:
 * the line and the new design), so the change's confirmation accepts only an intent made for it:
 * the order's own checkout intent, already paid, is never taken for a difference (the adapter
 * would find its amount wrong and give the whole order's payment back).
 */
const DIFFERENCE_PURPOSE = "design_change";

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{8,}$/;

/**
 * The intent the PaymentElement confirms for the difference. Authorized only (manual capture):
 * the change captures it once the server has read it back; a change refused before that lets
 * the hold go. The key holds the occasion, the amount and the attempt (the order's payments so
 * far): a reload gets the same intent; a difference that moved, or a payment made since (the
 * same design chosen again after a change back, within Stripe's 24 hours of keys), a new one.
 */
export async function createDifferenceIntent(
  client: StripeClientLike,
  change: { orderId: string; occasion: string; amount: number; attempt: number },
): Promise<{ id: string; clientSecret: string }> {
  const { orderId, occasion, amount, attempt } = change;
  return createAuthorizeOnlyIntent(client, {
    amount,
    metadata: { order_id: orderId, purpose: DIFFERENCE_PURPOSE, occasion },
    description: `Atelier Ardent order ${orderId}: design change`,
    idempotencyKey: `pi:${DIFFERENCE_PURPOSE}:${orderId}:${occasion}:${amount}:${attempt}`,
  });
}

/**
 * Whether `token` names an intent created for this order's change (`occasion`). False for
 * anything else, the order's checkout intent included. Throws when Stripe does not answer.
 */
export async function isDifferenceIntent(
  client: StripeClientLike,
  token: string,
  orderId: string,
  occasion: string,
): Promise<boolean> {
  if (!PAYMENT_INTENT_ID.test(token)) return false;
  try {
    const intent = await client.paymentIntents.retrieve(token);
    return (
      intent.metadata.order_id === orderId &&
      intent.metadata.purpose === DIFFERENCE_PURPOSE &&
      intent.metadata.occasion === occasion
    );
  } catch (error) {
    if (stripeErrorCode(error) === "resource_missing") return false;
    throw error;
  }
}

/**
 * A change refused before its difference was captured (the atelier started cutting first): the
 * hold on the client's card is cancelled now rather than left to lapse. Only an intent made for
 * this order's change, and only a hold; a failure is logged (Stripe cancels an uncaptured
 * intent by itself after seven days).
 */
export async function releaseDifferenceIntent(
  client: StripeClientLike,
  token: string,
  orderId: string,
): Promise<void> {
  if (!PAYMENT_INTENT_ID.test(token)) return;
  try {
    const intent = await client.paymentIntents.retrieve(token);
    if (intent.metadata.order_id !== orderId || intent.metadata.purpose !== DIFFERENCE_PURPOSE) {
      return;
    }
    if (intent.status === "requires_capture") {
      await client.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `release:${intent.id}` });
    }
  } catch (error) {
    log().error({ err: error }, `[payments] could not release difference intent ${token}`);
  }
}
