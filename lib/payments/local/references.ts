import "server-only";
import { digest, safeEqual, signToken, verifyToken, type VerifyFailure } from "./signed-token";

/**
 * The local stand-ins for a PayPal order, a financing checkout and a wallet order reference.
 * Each is a signed token binding the order id and the amount the server computed when the
 * shopper started that payment, so `charge` can check both without storing anything.
 */
const PAYPAL_ORDER_TTL_MS = 3 * 60 * 60 * 1000;
const FINANCING_CHECKOUT_TTL_MS = 60 * 60 * 1000;
const WALLET_REFERENCE_TTL_MS = 60 * 60 * 1000;
/** The simulated provider "approves" a financing checkout after this long (exercises polling). */
export const FINANCING_APPROVAL_DELAY_MS = 2000;

type Bound = { orderId: string; amount: number; issuedAt: number };
type Read = { ok: true; value: Bound } | { ok: false; reason: VerifyFailure };

function bind(
  purpose: "paypal-order" | "financing-checkout" | "wallet-reference",
  orderId: string,
  amount: number,
  ttl: number,
  now: number,
) {
  return signToken(purpose, { order_id: orderId, amount }, ttl, now);
}

function read(
  purpose: "paypal-order" | "financing-checkout" | "wallet-reference",
  token: string,
  now: number,
): Read {
  const verified = verifyToken(purpose, token, now);
  if (!verified.ok) return verified;
  const { order_id, amount, iat } = verified.data;
  if (typeof order_id !== "string" || typeof amount !== "number") {
    return { ok: false, reason: "malformed" };
  }
  return { ok: true, value: { orderId: order_id, amount, issuedAt: iat } };
}

export const createLocalPaypalOrder = (orderId: string, amount: number, now = Date.now()) =>
  bind("paypal-order", orderId, amount, PAYPAL_ORDER_TTL_MS, now);

export const readLocalPaypalOrder = (token: string, now = Date.now()) =>
  read("paypal-order", token, now);

export const createLocalFinancingCheckout = (orderId: string, amount: number, now = Date.now()) =>
  bind("financing-checkout", orderId, amount, FINANCING_CHECKOUT_TTL_MS, now);

export const readLocalFinancingCheckout = (token: string, now = Date.now()) =>
  read("financing-checkout", token, now);

export const localFinancingApproved = (issuedAt: number, now = Date.now()) =>
  now - issuedAt >= FINANCING_APPROVAL_DELAY_MS;

/** A reference id plus the access token a real wallet sign-in would return with it. */
export function createLocalWalletReference(orderId: string, amount: number, now = Date.now()) {
  const orderReferenceId = bind("wallet-reference", orderId, amount, WALLET_REFERENCE_TTL_MS, now);
  return { orderReferenceId, accessToken: localWalletAccessToken(orderReferenceId) };
}

/** Derived from the reference with the app secret, so it cannot be made up for another one. */
const localWalletAccessToken = (orderReferenceId: string) =>
  `Atza|local-${digest(`wallet-access:${orderReferenceId}`)}`;

export function readLocalWalletReference(
  orderReferenceId: string,
  accessToken: string,
  now = Date.now(),
): Read {
  const result = read("wallet-reference", orderReferenceId, now);
  if (result.ok && !safeEqual(accessToken, localWalletAccessToken(orderReferenceId))) {
    return { ok: false, reason: "forged" };
  }
  return result;
}
