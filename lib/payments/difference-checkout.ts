import "server-only";
import { DomainError } from "../errors";
import { localAllowed, paymentConfig, type PaymentConfig } from "./config";
import { createFinancingApi } from "./financing/api";
import { differenceCheckoutKey, differenceItem } from "./financing/difference";
import { createLocalFinancingCheckout, createLocalWalletReference } from "./local/references";

/**
 * Issue 38: a dearer design's difference for an order paid with the wallet or financing, through
 * that provider's own checkout for the difference (ADRs 0420, 0421). The server starts it for
 * the amount it computed and sends the client back to the change's review page; before the
 * charge, differenceAccepted (./difference.ts) reads the provider's answer back: this order,
 * this amount, never the order's own checkout.
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
