import "server-only";
import { createHash } from "node:crypto";
import { centsToDecimal, decimalToCents } from "../amounts";
import type { MwsClient } from "./mws";
import { xmlNode, xmlText, xmlTexts, type XmlNode } from "./xml";

/** What GetOrderReferenceDetails tells us, reshaped; also the spec-7 details response. */
export type WalletOrderReference = {
  orderReferenceId: string;
  /** Draft (not yet confirmed), Open, Suspended, Canceled, Closed. */
  state: string;
  amount: number | null;
  currency: string | null;
  sellerOrderId: string | null;
  buyer: { name: string | null; email: string | null } | null;
  shippingAddress: {
    name: string | null;
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
  } | null;
};

export type WalletAuthorization = {
  /** The provider's id (AmazonAuthorizationId): what a void closes. */
  authorizationId: string | null;
  /** Ours when it is `referenceId(idempotencyKey)`. */
  referenceId: string | null;
  state: string;
  reasonCode: string | null;
  captureId: string | null;
  capturedAmount: number | null;
  capturedCurrency: string | null;
};

/**
 * Reference ids the provider keeps unique per seller (at most 32 characters): a charge's
 * AuthorizationReferenceId is this of its idempotency key.
 */
export const referenceId = (key: string) =>
  createHash("sha256").update(key).digest("hex").slice(0, 32);

function readAuthorization(xml: XmlNode): WalletAuthorization {
  const details = xmlNode(xml, "AuthorizationDetails");
  const capturedAmount = xmlText(details, "CapturedAmount", "Amount");
  return {
    authorizationId: xmlText(details, "AmazonAuthorizationId"),
    referenceId: xmlText(details, "AuthorizationReferenceId"),
    state: xmlText(details, "AuthorizationStatus", "State") ?? "Unknown",
    reasonCode: xmlText(details, "AuthorizationStatus", "ReasonCode"),
    captureId: xmlText(details, "IdList", "member"),
    capturedAmount: capturedAmount === null ? null : decimalToCents(capturedAmount),
    capturedCurrency: xmlText(details, "CapturedAmount", "CurrencyCode"),
  };
}

export function createWalletApi(mws: MwsClient) {
  return {
    async getOrderReference(
      orderReferenceId: string,
      accessToken?: string,
    ): Promise<WalletOrderReference> {
      const xml = await mws("GetOrderReferenceDetails", {
        AmazonOrderReferenceId: orderReferenceId,
        ...(accessToken ? { AccessToken: accessToken } : {}),
      });
      const details = xmlNode(xml, "OrderReferenceDetails");
      const total = xmlText(details, "OrderTotal", "Amount");
      const destination = xmlNode(details, "Destination", "PhysicalDestination");
      const buyer = xmlNode(details, "Buyer");
      return {
        orderReferenceId,
        state: xmlText(details, "OrderReferenceStatus", "State") ?? "Unknown",
        amount: total === null ? null : decimalToCents(total),
        currency: xmlText(details, "OrderTotal", "CurrencyCode"),
        sellerOrderId: xmlText(details, "SellerOrderAttributes", "SellerOrderId"),
        buyer: buyer ? { name: xmlText(buyer, "Name"), email: xmlText(buyer, "Email") } : null,
        shippingAddress: destination
          ? {
              name: xmlText(destination, "Name"),
              line1: xmlText(destination, "AddressLine1"),
              line2: xmlText(destination, "AddressLine2"),
              city: xmlText(destination, "City"),
              state: xmlText(destination, "StateOrRegion"),
              postalCode: xmlText(destination, "PostalCode"),
              country: xmlText(destination, "CountryCode"),
            }
          : null,
      };
    },
    /** Puts the server's total on the reference, then confirms it (the buyer placed the order). */
    async setAndConfirm(orderReferenceId: string, orderId: string, amount: number, note: string) {
      await mws("SetOrderReferenceDetails", {
        AmazonOrderReferenceId: orderReferenceId,
        "OrderReferenceAttributes.OrderTotal.Amount": centsToDecimal(amount),
        "OrderReferenceAttributes.OrderTotal.CurrencyCode": "USD",
        "OrderReferenceAttributes.SellerOrderAttributes.SellerOrderId": orderId,
        "OrderReferenceAttributes.SellerOrderAttributes.StoreName": "Atelier Ardent",
        "OrderReferenceAttributes.SellerNote": note.slice(0, 1024),
      });
      await mws("ConfirmOrderReference", { AmazonOrderReferenceId: orderReferenceId });
    },
    /** Synchronous (TransactionTimeout 0) authorization that captures at once. */
    async authorizeAndCapture(
      orderReferenceId: string,
      amount: number,
      idempotencyKey: string,
    ): Promise<WalletAuthorization> {
      const xml = await mws("Authorize", {
        AmazonOrderReferenceId: orderReferenceId,
        AuthorizationReferenceId: referenceId(idempotencyKey),
        "AuthorizationAmount.Amount": centsToDecimal(amount),
        "AuthorizationAmount.CurrencyCode": "USD",
        CaptureNow: "true",
        TransactionTimeout: "0",
      });
      return readAuthorization(xml);
    },
    /** The authorizations made on a reference, for reconciling a charge a crash left. */
    async authorizationIds(orderReferenceId: string): Promise<string[]> {
      const xml = await mws("GetOrderReferenceDetails", {
        AmazonOrderReferenceId: orderReferenceId,
      });
      return xmlTexts(xml, "member", "OrderReferenceDetails", "IdList");
    },
    async getAuthorization(authorizationId: string): Promise<WalletAuthorization> {
      return readAuthorization(
        await mws("GetAuthorizationDetails", { AmazonAuthorizationId: authorizationId }),
      );
    },
    /**
     * The provider keeps RefundReferenceId unique per seller: derived from `key`, a retried
     * refund is refused rather than made twice. A refund without a key (a person's) gets its own.
     */
    async refund(captureId: string, amount: number, key?: string, currency = "USD") {
      await mws("Refund", {
        AmazonCaptureId: captureId,
        RefundReferenceId: referenceId(key ?? `${captureId}:${amount}:${Date.now()}`),
        "RefundAmount.Amount": centsToDecimal(amount),
        "RefundAmount.CurrencyCode": currency,
      });
    },
    /** Cents already refunded on a capture (pending refunds included). */
    async refundedAmount(captureId: string): Promise<number> {
      const xml = await mws("GetCaptureDetails", { AmazonCaptureId: captureId });
      const refunded = xmlText(xml, "CaptureDetails", "RefundedAmount", "Amount");
      return refunded === null ? 0 : (decimalToCents(refunded) ?? 0);
    },
    /**
     * Cancels an order reference nothing was captured on (a design change's difference refused
     * before its charge): the provider refuses it on a reference with captures.
     */
    async cancelOrderReference(orderReferenceId: string, reason: string) {
      await mws("CancelOrderReference", {
        AmazonOrderReferenceId: orderReferenceId,
        CancelationReason: reason.slice(0, 1024),
      });
    },
    /** Lets go of an authorization nobody captured. */
    async closeAuthorization(authorizationId: string) {
      await mws("CloseAuthorization", {
        AmazonAuthorizationId: authorizationId,
        ClosureReason: "Order not placed",
      });
    },
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
