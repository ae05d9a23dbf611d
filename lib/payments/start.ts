import "server-only";
import { DomainError } from "../errors";
import { localAllowed, paymentConfig, type PaymentConfig } from "./config";
import { createFinancingApi } from "./financing/api";
import {
  createLocalFinancingCheckout,
  createLocalPaypalOrder,
  createLocalWalletReference,
  localFinancingApproved,
  readLocalFinancingCheckout,
} from "./local/references";
import { createDifferenceOrder } from "./paypal/difference";
import { livePaypalApi } from "./providers";
import {
  CHECKOUT_CONFIRMATION_PATH,
  FINANCING_RETURN_PATH,
  WALLET_RETURN_PATH,
} from "./return-paths";
import { stripeClient } from "./stripe/client";
import { createDifferenceIntent } from "./stripe/difference";
import { createStripePaymentIntent } from "./stripe/provider";
import type { PaymentMethod } from "./types";

/**
 * Starting a payment, before the shopper approves it: each function takes the amount the server
 * computed (never the browser's) and binds it to the order, locally or at the live provider.
 */
const notHere = (what: string) => DomainError.notFound(what);

function requireLocal(method: PaymentMethod, config: PaymentConfig, what: string) {
  if (!localAllowed(method, config)) throw notHere(what);
}

/** A PayPal order for `amount`; its id is what the PayPal buttons approve. */
export async function createPaypalOrder(
  orderId: string,
  amount: number,
  config: PaymentConfig = paymentConfig(),
): Promise<{ id: string }> {
  if (config.paypal) {
    const order = await livePaypalApi(config).createOrder(orderId, amount);
    return { id: order.id };
  }
  requireLocal("paypal", config, "PayPal order");
  return { id: createLocalPaypalOrder(orderId, amount) };
}

/** How PayPal is taken now: the live API (or its sandbox), the local simulation, or not at all. */
export function paypalMode(config: PaymentConfig = paymentConfig()): "live" | "local" | null {
  if (config.paypal) return "live";
  return localAllowed("paypal", config) ? "local" : null;
}

/**
 * Issue 38, an order paid with PayPal: a PayPal order for a dearer design's difference, for the
 * amount the server computed, named as this change's (`occasion`) (docs/adr/0350). Locally, a
 * signed local PayPal order bound to the order and the difference, as at checkout.
 */
export async function createPaypalDifferenceOrder(
  payment: { orderId: string; occasion: string; amount: number; attempt: number },
  description: string,
  config: PaymentConfig = paymentConfig(),
): Promise<{ id: string }> {
  if (config.paypal) {
    return createDifferenceOrder(livePaypalApi(config), payment, description);
  }
  requireLocal("paypal", config, "PayPal order");
  return { id: createLocalPaypalOrder(payment.orderId, payment.amount) };
}

/** Live card payments only: the intent the PaymentElement confirms. */
export async function createCardPaymentIntent(
  orderId: string,
  amount: number,
  config: PaymentConfig = paymentConfig(),
): Promise<{ id: string; clientSecret: string }> {
  if (!config.stripe) throw notHere("Payment intent");
  return createStripePaymentIntent(stripeClient(config.stripe), orderId, amount);
}

/** How cards are taken now: Stripe (live), the local form, or not at all. */
export function cardMode(config: PaymentConfig = paymentConfig()): "live" | "local" | null {
  if (config.stripe) return "live";
  return localAllowed("card", config) ? "local" : null;
}

/**
 * Issue 38, live cards only: the intent for a dearer design's difference, for the amount the
 * server computed, marked as this change's (`occasion`).
 */
export async function createDifferencePaymentIntent(
  orderId: string,
  occasion: string,
  amount: number,
  attempt: number,
  config: PaymentConfig = paymentConfig(),
): Promise<{ id: string; clientSecret: string }> {
  if (!config.stripe) throw notHere("Payment intent");
  return createDifferenceIntent(stripeClient(config.stripe), {
    orderId,
    occasion,
    amount,
    attempt,
  });
}

/** Live card payments are off: cards are tokenized by the local endpoint. */
export function localCardsAllowed(config: PaymentConfig = paymentConfig()): boolean {
  return localAllowed("card", config);
}

/**
 * Routes call this before computing the cart total, so an endpoint that does not exist in the
 * current mode answers 404 rather than a cart error.
 */
export function assertStartAvailable(
  start: "paypal-order" | "card-intent" | "financing-checkout" | "wallet-checkout",
  config: PaymentConfig = paymentConfig(),
): void {
  const available = {
    "paypal-order": config.paypal !== null || localAllowed("paypal", config),
    "card-intent": config.stripe !== null,
    "financing-checkout": config.financing !== null || localAllowed("financing", config),
    "wallet-checkout": localAllowed("wallet", config),
  }[start];
  if (!available) throw notHere("Payment method");
}

/**
 * Where to send the shopper to approve financing. Live: the provider's checkout, which returns
 * to the financing confirmation page with `checkout_token`. Local: straight to that page with a
 * signed token that the simulated provider "approves" after two seconds.
 */
export async function createFinancingCheckout(
  orderId: string,
  amount: number,
  origin: string,
  config: PaymentConfig = paymentConfig(),
): Promise<{ redirectUrl: string }> {
  if (config.financing) {
    const created = await createFinancingApi(config.financing).createCheckout({
      orderId,
      amount,
      confirmationUrl: new URL(FINANCING_RETURN_PATH, origin).toString(),
      cancelUrl: new URL(CHECKOUT_CONFIRMATION_PATH, origin).toString(),
    });
    return { redirectUrl: created.redirect_url };
  }
  requireLocal("financing", config, "Financing checkout");
  const token = createLocalFinancingCheckout(orderId, amount);
  return { redirectUrl: `${FINANCING_RETURN_PATH}?checkout_token=${encodeURIComponent(token)}` };
}

export type FinancingStatus = {
  status: "pending" | "approved";
  amount: number | null;
  orderId: string | null;
};

/** What the confirmation page polls every second (spec 9) until `approved`. */
export async function financingCheckoutStatus(
  token: string,
  config: PaymentConfig = paymentConfig(),
  now: number = Date.now(),
): Promise<FinancingStatus> {
  if (config.financing) {
    // The provider only returns the shopper with a token once they approved; reading it back
    // proves it is genuine and tells us the total it was approved for.
    const checkout = await createFinancingApi(config.financing)
      .readCheckout(token)
      .catch(() => null);
    if (!checkout) throw notHere("Financing checkout");
    return {
      status: "approved",
      amount: checkout.total ?? null,
      orderId: checkout.order_id ?? null,
    };
  }
  requireLocal("financing", config, "Financing checkout");
  const read = readLocalFinancingCheckout(token, now);
  if (!read.ok) throw notHere("Financing checkout");
  return {
    status: localFinancingApproved(read.value.issuedAt, now) ? "approved" : "pending",
    amount: read.value.amount,
    orderId: read.value.orderId,
  };
}

/**
 * Local only: the simulated wallet sign-in, returning to the wallet confirmation page with an
 * order reference id and access token, as the real wallet widgets do. Live mode uses the
 * provider's button instead (components/payments/wallet-button).
 */
export function createWalletCheckout(
  orderId: string,
  amount: number,
  config: PaymentConfig = paymentConfig(),
): { redirectUrl: string } {
  requireLocal("wallet", config, "Wallet checkout");
  const { orderReferenceId, accessToken } = createLocalWalletReference(orderId, amount);
  const query = new URLSearchParams({
    order_reference_id: orderReferenceId,
    access_token: accessToken,
  });
  return { redirectUrl: `${WALLET_RETURN_PATH}?${query.toString()}` };
}
