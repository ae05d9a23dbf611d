import "server-only";
import { captured, failure, MESSAGES } from "../failures";
import type { PaymentProvider, Stranded } from "../types";
import { parseWalletToken } from "../wallet-token";
import {
  referenceId,
  type WalletApi,
  type WalletAuthorization,
  type WalletOrderReference,
} from "./api";
import { mwsErrorCode } from "./mws";

/**
 * Wallet (Amazon Pay v1 style). The shopper chose a payment method in the wallet widgets, which
 * created an order reference. Here the server sets its own total on the reference, confirms it,
 * reads it back to check amount and order, then authorizes with immediate capture.
 */
const REFERENCE_ID = /^[A-Z0-9][A-Z0-9-]{8,40}$/;

const matches = (reference: WalletOrderReference, orderId: string, amount: number) =>
  reference.amount === amount &&
  reference.currency === "USD" &&
  (reference.sellerOrderId === null || reference.sellerOrderId === orderId);

/**
 * What an authorization holds that is not `amount` in USD, as money to give back: the capture
 * (refund) or the open hold (void). Null when it holds nothing.
 */
function strandedIn(
  authorization: WalletAuthorization,
  amount: number,
  reason: string,
): Stranded | null {
  const currency = authorization.capturedCurrency ?? "USD";
  if (authorization.captureId && authorization.capturedAmount) {
    if (authorization.capturedAmount === amount && currency === "USD") return null;
    return {
      action: "refund",
      reference: authorization.captureId,
      amount: authorization.capturedAmount,
      currency,
      reason: currency === "USD" ? reason : "currency_mismatch",
    };
  }
  if (authorization.state === "Open" && authorization.authorizationId) {
    return {
      action: "void",
      reference: authorization.authorizationId,
      amount,
      currency: "USD",
      reason: "not_captured",
    };
  }
  return null;
}

export function createWalletProvider(api: WalletApi): PaymentProvider {
  return {
    name: "wallet",
    async charge(request) {
      const parts = parseWalletToken(request.token);
      if (!parts || !REFERENCE_ID.test(parts.orderReferenceId)) {
        return failure("wallet", "invalid_token", MESSAGES.invalid);
      }
      const { orderReferenceId, accessToken } = parts;
      let reference: WalletOrderReference;
      try {
        reference = await api.getOrderReference(orderReferenceId, accessToken);
      } catch (error) {
        if (mwsErrorCode(error)?.startsWith("Invalid")) {
          return failure("wallet", "invalid_token", MESSAGES.invalid);
        }
        throw error;
      }
      if (reference.state === "Draft") {
        await api.setAndConfirm(
          orderReferenceId,
          request.orderId,
          request.amount,
          request.description,
        );
        reference = await api.getOrderReference(orderReferenceId);
      }
      if (reference.state !== "Open") {
        return failure(
          "wallet",
          `reference_${reference.state.toLowerCase()}`,
          MESSAGES.walletDeclined,
        );
      }
      // A reference confirmed earlier (a retry) keeps its total: it must still be ours.
      if (!matches(reference, request.orderId, request.amount)) {
        return failure("wallet", "amount_mismatch", MESSAGES.amountMismatch);
      }
      const authorization = await api.authorizeAndCapture(
        orderReferenceId,
        request.amount,
        request.idempotencyKey,
      );
      if (authorization.state === "Declined") {
        const code = authorization.reasonCode ?? "declined";
        return failure(
          "wallet",
          code.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase(),
          MESSAGES.walletDeclined,
        );
      }
      if (
        !authorization.captureId ||
        authorization.capturedAmount !== request.amount ||
        (authorization.capturedCurrency ?? "USD") !== "USD"
      ) {
        // Captured another sum, or held without capturing: recorded and given back by the caller.
        return failure(
          "wallet",
          "capture_failed",
          MESSAGES.amountMismatch,
          strandedIn(authorization, request.amount, "capture_mismatch"),
        );
      }
      return captured("wallet", authorization.captureId);
    },
    async refund(reference, amount) {
      await api.refund(reference, amount);
    },
    async giveBack(stranded, key) {
      if (stranded.action === "void") {
        await api.closeAuthorization(stranded.reference);
        return;
      }
      // Read first: a refund that went through before its answer was lost is not made again.
      const refunded = await api.refundedAmount(stranded.reference);
      if (refunded >= stranded.amount) return;
      await api.refund(stranded.reference, stranded.amount - refunded, key, stranded.currency);
    },
    async lookup({ token, amount, idempotencyKey }) {
      const parts = token ? parseWalletToken(token) : null;
      if (!parts || !REFERENCE_ID.test(parts.orderReferenceId)) return { state: "unknown" };
      let authorizationIds: string[];
      try {
        authorizationIds = await api.authorizationIds(parts.orderReferenceId);
      } catch (error) {
        if (mwsErrorCode(error)?.startsWith("Invalid")) return { state: "none" };
        throw error;
      }
      // Ours is the one authorized under this attempt's key; others are earlier tries.
      const ours = referenceId(idempotencyKey);
      for (const authorizationId of authorizationIds) {
        const authorization = await api.getAuthorization(authorizationId);
        if (authorization.referenceId !== ours) continue;
        if (authorization.state === "Declined") return { state: "none" };
        const stranded = strandedIn(authorization, amount, "amount_mismatch");
        if (stranded) return { state: "stranded", stranded };
        if (authorization.captureId && authorization.capturedAmount === amount) {
          return { state: "captured", reference: authorization.captureId };
        }
        // Pending review: asked again on the next round.
        return { state: "unknown" };
      }
      // Never authorized under this key: no money moved, and only a new charge could move it.
      return { state: "none" };
    },
  };
}
