"use client";

import "@/app/checkout.css";
import { useEffect, useId, useRef, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import type { ClientMethodConfig, OnToken } from "@/lib/payments/types";
import { walletToken } from "@/lib/payments/wallet-token";
import { loadWalletWidgets } from "./wallet-widgets";

/** GET /payments/wallet/order-reference-details (spec 7). */
export type WalletDetails = {
  order_reference_id: string;
  state: string;
  amount: number | null;
  currency: string | null;
  buyer: { name: string | null; email: string | null } | null;
  shipping_address: {
    name: string | null;
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
    country: string | null;
  } | null;
};

/** Live: the provider's address book and wallet create the order reference on this page. */
function useLiveReference(
  config: Extract<ClientMethodConfig, { method: "wallet" }>,
  addressId: string,
  walletId: string,
  onError: (message: string) => void,
) {
  const [reference, setReference] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const live = config.mode === "live" ? config : null;
  const sellerId = live?.sellerId;
  const clientId = live?.clientId;
  const environment = live?.environment;
  useEffect(() => {
    if (!sellerId || !clientId || !environment) return;
    loadWalletWidgets(clientId, environment)
      .then(({ widgets }) => {
        const design = { designMode: "responsive" as const };
        const fail = (error: { getErrorMessage(): string }) => onError(error.getErrorMessage());
        new widgets.Widgets.AddressBook({
          sellerId,
          design,
          onOrderReferenceCreate: (ref) => setReference(ref.getAmazonOrderReferenceId()),
          onAddressSelect: () => setSelected((n) => n + 1),
          onError: fail,
        }).bind(addressId);
        new widgets.Widgets.Wallet({
          sellerId,
          design,
          onPaymentSelect: () => setSelected((n) => n + 1),
          onError: fail,
        }).bind(walletId);
      })
      .catch(() => onError("The wallet could not be loaded."));
  }, [sellerId, clientId, environment, addressId, walletId, onError]);
  // `selected` changes when the buyer picks another address, so details are read again.
  return { reference, selected };
}

/**
 * On /checkout/amazon_pay_confirmation: shows who is paying and where it ships (spec 7 details
 * call), reports the details to the page (`onDetails`, e.g. for the shipping address) and, on
 * confirmation, hands `walletToken(reference, accessToken)` to `onToken`.
 */
export function WalletConfirmation({
  config,
  orderId,
  accessToken,
  orderReferenceId = null,
  onToken,
  onDetails,
}: {
  config: Extract<ClientMethodConfig, { method: "wallet" }>;
  orderId: string;
  /** The page's `access_token` query value (the wallet appends it on return). */
  accessToken: string | null;
  /** Local mode: the page's `order_reference_id` query value. Live: created by the widgets. */
  orderReferenceId?: string | null;
  onToken: OnToken;
  onDetails?: (details: WalletDetails) => void;
}) {
  const id = useId().replace(/:/g, "");
  const [details, setDetails] = useState<WalletDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const live = useLiveReference(config, `wallet-address-${id}`, `wallet-wallet-${id}`, setFailure);
  // The latest callback, without reading the details again when the parent re-renders.
  const detailsCallback = useRef(onDetails);
  useEffect(() => {
    detailsCallback.current = onDetails;
  }, [onDetails]);

  const reference = config.mode === "live" ? live.reference : orderReferenceId;
  const access = accessToken;

  useEffect(() => {
    if (!reference || !access) return;
    const query = { order_id: orderId, order_reference_id: reference, access_token: access };
    let current = true;
    call(() =>
      api.GET("/api/external/payments/wallet/order-reference-details", { params: { query } }),
    )
      .then((result) => {
        if (!current) return;
        setDetails(result);
        detailsCallback.current?.(result);
      })
      .catch(
        (error: unknown) => current && setFailure(error instanceof Error ? error.message : null),
      );
    return () => {
      current = false;
    };
  }, [reference, access, orderId, live.selected]);

  const address = details?.shipping_address;
  return (
    <section className="payment-wallet-confirmation" aria-label="Wallet payment">
      {config.mode === "live" && (
        <>
          <div id={`wallet-address-${id}`} className="payment-wallet__widget" />
          <div id={`wallet-wallet-${id}`} className="payment-wallet__widget" />
        </>
      )}
      {!access && <p role="alert">Please sign in with your wallet again.</p>}
      {details && (
        <dl className="payment-wallet__details" data-testid="wallet-details">
          <dt>Paying</dt>
          <dd>
            {details.buyer?.name} {details.buyer?.email && `(${details.buyer.email})`}
          </dd>
          {address && (
            <>
              <dt>Ship to</dt>
              <dd>
                {[address.name, address.line1, address.line2, address.city, address.state]
                  .filter(Boolean)
                  .join(", ")}{" "}
                {address.postal_code} {address.country}
              </dd>
            </>
          )}
          {details.amount !== null && (
            <>
              <dt>Amount</dt>
              <dd>{formatPrice(details.amount)}</dd>
            </>
          )}
        </dl>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!details || !reference || !access}
        onClick={() => reference && access && onToken(walletToken(reference, access), "wallet")}
        data-testid="wallet-confirm"
      >
        Use this wallet payment
      </button>
      {failure && (
        <p className="content-form__failure" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
