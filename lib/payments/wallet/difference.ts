import "server-only";
import { log } from "../../log";
import { parseWalletToken } from "../wallet-token";
import type { WalletApi, WalletOrderReference } from "./api";
import { mwsErrorCode } from "./mws";

/**
 * Issue 38: a wallet order's dearer design is paid by a new wallet checkout for the difference
 * (ADR 0420). The provider documents one order reference per purchase, whose total is set while
 * it is a Draft and fixed once confirmed, so a second charge is a second reference: the client
 * signs in again, the widgets create a Draft, and the existing adapter sets the server's
 * difference on it, confirms it, reads it back and authorizes with capture under the change's key.
 * This file holds what a difference needs besides that: refusing a reference that is not a fresh
 * one for this order's difference (the order's own checkout reference above all), and cancelling
 * a reference a refused change leaves.
 */

/** The reference id of a wallet token, or null for anything else. */
const referenceOf = (token: string | null | undefined) =>
  token ? (parseWalletToken(token)?.orderReferenceId ?? null) : null;

/**
 * Whether `token` may pay this order's difference of `amount`: not the order's checkout
 * reference, and either a Draft the client just chose a payment method in, or one already
 * confirmed for this order and exactly this amount (the same change tried again after an answer
 * was lost). Throws when the provider does not answer.
 */
export async function isWalletDifferenceReference(
  api: WalletApi,
  token: string,
  orderId: string,
  amount: number,
  checkoutToken: string | null,
): Promise<boolean> {
  const parts = parseWalletToken(token);
  if (!parts) return false;
  if (parts.orderReferenceId === referenceOf(checkoutToken)) return false;
  let reference: WalletOrderReference;
  try {
    reference = await api.getOrderReference(parts.orderReferenceId, parts.accessToken);
  } catch (error) {
    if (mwsErrorCode(error)?.startsWith("Invalid")) return false;
    throw error;
  }
  if (reference.state === "Draft") {
    return reference.sellerOrderId === null || reference.sellerOrderId === orderId;
  }
  return (
    reference.state === "Open" &&
    reference.sellerOrderId === orderId &&
    reference.amount === amount &&
    reference.currency === "USD"
  );
}

/**
 * A change refused before its difference was charged (cutting was reported first): the
 * reference made for it is cancelled rather than left open. Never the order's checkout
 * reference, never one holding an authorization; a failure is logged (the provider closes a
 * Draft by itself after three hours, and nothing was authorized on it).
 */
export async function releaseWalletDifference(
  api: WalletApi,
  token: string,
  orderId: string,
  checkoutToken: string | null,
): Promise<void> {
  const parts = parseWalletToken(token);
  if (!parts || parts.orderReferenceId === referenceOf(checkoutToken)) return;
  try {
    const reference = await api.getOrderReference(parts.orderReferenceId, parts.accessToken);
    if (reference.sellerOrderId !== null && reference.sellerOrderId !== orderId) return;
    if (reference.state !== "Draft" && reference.state !== "Open") return;
    if ((await api.authorizationIds(parts.orderReferenceId)).length > 0) return;
    await api.cancelOrderReference(
      parts.orderReferenceId,
      "The design change was refused: the atelier had started the bag.",
    );
  } catch (error) {
    log().error({ err: error }, `[payments] could not cancel wallet reference of ${orderId}`);
  }
}
