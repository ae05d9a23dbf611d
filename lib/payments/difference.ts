import "server-only";
import { paymentConfig, type PaymentConfig } from "./config";
import { createFinancingApi } from "./financing/api";
import { isFinancingDifferenceCheckout } from "./financing/difference";
import { readLocalFinancingCheckout, readLocalWalletReference } from "./local/references";
import { isDifferenceOrder } from "./paypal/difference";
import { livePaypalApi } from "./providers";
import { stripeClient } from "./stripe/client";
import { isDifferenceIntent, releaseDifferenceIntent } from "./stripe/difference";
import type { PaymentMethod } from "./types";
import { createWalletApi } from "./wallet/api";
import { isWalletDifferenceReference, releaseWalletDifference } from "./wallet/difference";
import { createMwsClient } from "./wallet/mws";
import { parseWalletToken } from "./wallet-token";

/**
 * Issue 38: the token that pays a dearer design's difference, checked before it is charged and
 * let go when the change is refused before the charge, by the order's own provider (ADRs 0350,
 * 0374, 0420, 0421). One switch per question over every PaymentMethod, so a provider added to
 * PAYMENT_METHODS does not compile until it says how its difference is checked and let go.
 */

type DifferenceToken = {
  /** The order's own provider. */
  method: PaymentMethod;
  token: string;
  orderId: string;
  /** The token of the order's own payment, which never pays a difference. */
  checkoutToken: string | null;
};

/** Reached only when PAYMENT_METHODS grew and a switch below did not. */
function unhandled(method: never): never {
  throw new Error(`no difference handling for payment method ${String(method)}`);
}

/**
 * Whether `token` may be charged for this change. Live cards: only an intent made for it (never
 * the order's checkout intent); live PayPal: only a PayPal order made for it; the wallet and
 * financing: a reference or checkout made for this order and `amount`, read back from the
 * provider (live) or from its signature (local), never the order's own. A local card or PayPal
 * token always (it is new). Throws when the provider does not answer.
 */
export async function differenceAccepted(
  input: DifferenceToken & {
    /** The line and the new design (changeOccasion): what a card intent or PayPal order names. */
    occasion: string;
    amount: number;
  },
  config: PaymentConfig = paymentConfig(),
): Promise<boolean> {
  const { method, token, orderId, occasion, amount, checkoutToken } = input;
  switch (method) {
    case "card":
      return config.stripe
        ? isDifferenceIntent(stripeClient(config.stripe), token, orderId, occasion)
        : true;
    case "paypal":
      return config.paypal
        ? isDifferenceOrder(livePaypalApi(config), token, orderId, occasion)
        : true;
    case "wallet": {
      if (config.wallet) {
        const api = createWalletApi(createMwsClient(config.wallet));
        return isWalletDifferenceReference(api, token, orderId, amount, checkoutToken);
      }
      const parts = parseWalletToken(token);
      if (!parts || token === checkoutToken) return false;
      const read = readLocalWalletReference(parts.orderReferenceId, parts.accessToken);
      return read.ok && read.value.orderId === orderId && read.value.amount === amount;
    }
    case "financing": {
      if (config.financing) {
        const api = createFinancingApi(config.financing);
        return isFinancingDifferenceCheckout(api, token, orderId, amount, checkoutToken);
      }
      if (token === checkoutToken) return false;
      const read = readLocalFinancingCheckout(token);
      return read.ok && read.value.orderId === orderId && read.value.amount === amount;
    }
    default:
      return unhandled(method);
  }
}

/**
 * A change refused before its difference was charged: what the client started for it is let go
 * now rather than left to lapse. A live card's hold is cancelled and a live wallet reference
 * made for it is cancelled. PayPal and financing hold nothing until the charge captures or
 * authorizes: an approved PayPal order or an unused financing checkout lapses at the provider by
 * itself (ADRs 0350, 0421). Local payments hold nothing. Each release logs its own failure and
 * never throws (the provider lapses the hold anyway).
 */
export async function releaseDifference(
  input: DifferenceToken,
  config: PaymentConfig = paymentConfig(),
): Promise<void> {
  const { method, token, orderId, checkoutToken } = input;
  switch (method) {
    case "card":
      if (config.stripe) await releaseDifferenceIntent(stripeClient(config.stripe), token, orderId);
      return;
    case "wallet":
      if (config.wallet) {
        const api = createWalletApi(createMwsClient(config.wallet));
        await releaseWalletDifference(api, token, orderId, checkoutToken);
      }
      return;
    case "paypal":
    case "financing":
      return;
    default:
      return unhandled(method);
  }
}
