import "server-only";
import { DomainError } from "../../errors";
import { localAllowed, paymentConfig, type PaymentConfig } from "../config";
import { readLocalWalletReference } from "../local/references";
import { createWalletApi, type WalletOrderReference } from "./api";
import { createMwsClient, mwsErrorCode } from "./mws";

/** The buyer the local wallet simulation "signs in" as. */
const LOCAL_WALLET_BUYER = {
  buyer: { name: "Alex Morgan", email: "alex.morgan@example.com" },
  shippingAddress: {
    name: "Alex Morgan",
    line1: "350 Fifth Avenue",
    line2: null,
    city: "New York",
    state: "NY",
    postalCode: "10118",
    country: "US",
  },
} as const;

/**
 * Spec 7's wallet order reference details: who the buyer is, where to ship, the amount, and the
 * state. A reference made for another order is a 404, as is anything we cannot read.
 */
export async function walletOrderReferenceDetails(
  orderId: string,
  orderReferenceId: string,
  accessToken: string,
  config: PaymentConfig = paymentConfig(),
): Promise<WalletOrderReference> {
  if (config.wallet) {
    const api = createWalletApi(createMwsClient(config.wallet));
    let reference: WalletOrderReference;
    try {
      reference = await api.getOrderReference(orderReferenceId, accessToken);
    } catch (error) {
      if (mwsErrorCode(error)?.startsWith("Invalid")) throw DomainError.notFound("Order reference");
      throw error;
    }
    if (reference.sellerOrderId !== null && reference.sellerOrderId !== orderId) {
      throw DomainError.notFound("Order reference");
    }
    return reference;
  }
  if (!localAllowed("wallet", config)) throw DomainError.notFound("Order reference");
  const read = readLocalWalletReference(orderReferenceId, accessToken);
  if (!read.ok || read.value.orderId !== orderId) throw DomainError.notFound("Order reference");
  return {
    orderReferenceId,
    state: "Open",
    amount: read.value.amount,
    currency: "USD",
    sellerOrderId: orderId,
    buyer: { ...LOCAL_WALLET_BUYER.buyer },
    shippingAddress: { ...LOCAL_WALLET_BUYER.shippingAddress },
  };
}

type WalletAddress = NonNullable<WalletOrderReference["shippingAddress"]>;

const addressView = ({ postalCode, ...address }: WalletAddress) => ({
  ...address,
  postal_code: postalCode,
});

/** The details response in the API's field names; the seller order id stays on the server. */
export function walletDetailsView(details: WalletOrderReference) {
  const { orderReferenceId, sellerOrderId: _ours, shippingAddress, ...rest } = details;
  return {
    order_reference_id: orderReferenceId,
    ...rest,
    shipping_address: shippingAddress && addressView(shippingAddress),
  };
}
