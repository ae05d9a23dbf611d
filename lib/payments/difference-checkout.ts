import "server-only";
import { DomainError } from "../errors";
import { localAllowed, paymentConfig, type PaymentConfig } from "./config";
import { createFinancingApi } from "./financing/api";
import {
  differenceCheckoutKey,
  differenceItem,
  isFinancingDifferenceCheckout,
} from "./financing/difference";
import {
  createLocalFinancingCheckout,
  createLocalWalletReference,
  readLocalFinancingCheckout,
  readLocalWalletReference,
} from "./local/references";
import type { PaymentMethod } from "./types";
import { createWalletApi } from "./wallet/api";
import { isWalletDifferenceReference, releaseWalletDifference } from "./wallet/difference";
import { createMwsClient } from "./wallet/mws";
import { parseWalletToken } from "./wallet-token";

/**
 * Issue 38: a dearer design's difference for an order paid with the wallet or financing, through
 * that provider's own checkout for the difference (ADRs 0420, 0421). The server starts it for
 * the amount it computed, sends the client back to the change's review page, and before the
 * charge reads the provider's answer back: this order, this amount, never the order's own
 * checkout.
 */
type CheckoutMode = "live" | "local" | null;

export function walletMode(config: PaymentConfig = paymentConfig()): CheckoutMode {
  if (config.wallet) return "live";
  return localAllowed("wallet", config) ? "local" : null;
}

export function financingMode(config: PaymentConfig = paymentConfig()): CheckoutMode {
  if (config.financing) return "live";
  return localAllowed("financing", config) ? "local" : null;
}

type DifferenceCheckoutInput = {
  orderId: string;
  /** The line and the new design (changeOccasion). */
  occasion: string;
  amount: number;
  /** The review page of this change, absolute: the provider sends the client back there. */
  returnUrl: string;
};

const withQuery = (url: string, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target;
};

/** Where the client goes to approve the difference: the provider, or (local) the page itself. */
export async function createDifferenceCheckout(
  method: "wallet" | "financing",
  input: DifferenceCheckoutInput,
  config: PaymentConfig = paymentConfig(),
): Promise<{ redirectUrl: string }> {
  if (method === "financing") {
    if (config.financing) {
      const created = await createFinancingApi(config.financing).createCheckout({
        orderId: input.orderId,
        amount: input.amount,
        confirmationUrl: input.returnUrl,
        cancelUrl: input.returnUrl,
        item: differenceItem(input.occasion),
        idempotencyKey: differenceCheckoutKey(input.orderId, input.occasion, input.amount),
      });
      return { redirectUrl: created.redirect_url };
    }
    if (!localAllowed("financing", config)) throw DomainError.notFound("Financing checkout");
    const token = createLocalFinancingCheckout(input.orderId, input.amount);
    const back = withQuery(input.returnUrl, { checkout_token: token });
    return { redirectUrl: `${back.pathname}${back.search}` };
  }
  // Live, the wallet's own button signs the client in on the page: there is nothing to start.
  if (config.wallet || !localAllowed("wallet", config)) {
    throw DomainError.notFound("Wallet checkout");
  }
  const { orderReferenceId, accessToken } = createLocalWalletReference(input.orderId, input.amount);
  const back = withQuery(input.returnUrl, {
    order_reference_id: orderReferenceId,
    access_token: accessToken,
  });
  return { redirectUrl: `${back.pathname}${back.search}` };
}

/**
 * Whether `token` may be charged for this order's difference of `amount`: a wallet reference or
 * financing checkout made for it, read back from the provider (live) or from its signature
 * (local), and never the token the order itself was paid with. True for other methods (their
 * own check is elsewhere). Throws when the provider does not answer.
 */
export async function differenceCheckoutAccepted(
  input: {
    method: PaymentMethod;
    token: string;
    orderId: string;
    amount: number;
    /** The token of the order's own payment. */
    checkoutToken: string | null;
  },
  config: PaymentConfig = paymentConfig(),
): Promise<boolean> {
  const { method, token, orderId, amount, checkoutToken } = input;
  if (method === "wallet") {
    if (config.wallet) {
      const api = createWalletApi(createMwsClient(config.wallet));
      return isWalletDifferenceReference(api, token, orderId, amount, checkoutToken);
    }
    const parts = parseWalletToken(token);
    if (!parts || token === checkoutToken) return false;
    const read = readLocalWalletReference(parts.orderReferenceId, parts.accessToken);
    return read.ok && read.value.orderId === orderId && read.value.amount === amount;
  }
  if (method === "financing") {
    if (config.financing) {
      const api = createFinancingApi(config.financing);
      return isFinancingDifferenceCheckout(api, token, orderId, amount, checkoutToken);
    }
    if (token === checkoutToken) return false;
    const read = readLocalFinancingCheckout(token);
    return read.ok && read.value.orderId === orderId && read.value.amount === amount;
  }
  return true;
}

/**
 * A change refused before its difference was charged: the wallet reference made for it is
 * cancelled. A financing checkout holds nothing until it is authorized (the charge does that),
 * and the provider lets an unused one expire: nothing to release.
 */
export async function releaseDifferenceCheckout(
  method: string,
  token: string,
  orderId: string,
  checkoutToken: string | null,
  config: PaymentConfig = paymentConfig(),
): Promise<void> {
  if (method !== "wallet" || !config.wallet) return;
  const api = createWalletApi(createMwsClient(config.wallet));
  await releaseWalletDifference(api, token, orderId, checkoutToken);
}
