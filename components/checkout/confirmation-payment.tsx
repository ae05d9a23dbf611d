"use client";

import "@/app/checkout.css";
import { useEffect, useSyncExternalStore } from "react";
import {
  CardPayment,
  FinancingApproval,
  FinancingButton,
  PaypalButtons,
  WalletButton,
  WalletConfirmation,
} from "@/components/payments";
import {
  confirmationInitialised,
  setConfirmationInitialised,
  subscribeConfirmationInitialised,
} from "@/lib/checkout/confirmation-flag";
import type { ClientPaymentConfig, OnToken } from "@/lib/payments/types";
import { usePlaceOrder } from "./use-place-order";
import { FormFailure } from "@/components/content/form-failure";
import { PinPrompt } from "@/components/kiosk/pin-prompt";

export type ConfirmationMode =
  | { kind: "standard" }
  | { kind: "device-wallet" }
  | { kind: "wallet"; orderReferenceId: string | null; accessToken: string | null }
  | { kind: "financing"; checkoutToken: string | null };

type Props = {
  cartId: string;
  total: number;
  payments: ClientPaymentConfig;
  mode: ConfirmationMode;
  /** Department-store kiosks: no payment here, the partner invoices the order. */
  invoiced: boolean;
  /** Kiosks: the associate serving the bag, filled in when their PIN is asked for again. */
  associate?: string;
};

/** The payment half of the confirmation page, in the mode the route asked for (spec 2). */
export function ConfirmationPayment(props: Props) {
  const { cartId, total, payments, mode, invoiced } = props;
  // A kiosk order is invoiced: it continues to the invoice page, where the receipt is entered.
  const { place, failure, placing, pinAsk, dismissPin } = usePlaceOrder(
    cartId,
    total,
    invoiced ? "/checkout/invoice" : "/checkout/thank_you",
  );
  const ready = useSyncExternalStore(
    subscribeConfirmationInitialised,
    confirmationInitialised,
    () => false,
  );

  useEffect(() => {
    setConfirmationInitialised(false);
    setConfirmationInitialised(true);
    return () => setConfirmationInitialised(false);
    // Once per entry into the route, as the spec's flag.
  }, []);

  const onToken: OnToken = (token, method) => void place(method, token);
  const configOf = <M extends ClientPaymentConfig["methods"][number]["method"]>(method: M) =>
    payments.methods.find((m) => m.method === method) as
      Extract<ClientPaymentConfig["methods"][number], { method: M }> | undefined;
  const card = configOf("card");
  const paypal = configOf("paypal");
  const wallet = configOf("wallet");
  const financing = configOf("financing");

  return (
    <section
      className="confirmation-payment"
      aria-labelledby="payment-heading"
      data-testid="confirmation-payment"
      data-initialised={ready ? "true" : "false"}
      aria-busy={placing}
    >
      <h2 id="payment-heading">{invoiced ? "Invoice" : "Payment"}</h2>
      {invoiced && (
        <>
          <p>The store invoices this order; no payment is taken here.</p>
          <button
            type="button"
            className="button button--primary"
            disabled={placing}
            onClick={() => void place("invoice")}
            data-testid="place-invoice-order"
          >
            {placing ? "Creating the invoice…" : "Create invoice"}
          </button>
          {pinAsk && (
            <PinPrompt
              orderId={cartId}
              message={pinAsk}
              userName={props.associate ?? ""}
              onCancel={dismissPin}
              onConfirmed={() => place("invoice")}
            />
          )}
        </>
      )}
      {!invoiced && mode.kind === "standard" && (
        <div className="payment-methods">
          {card && (
            <div className="payment-method" data-testid="pay-card">
              <h3>Card</h3>
              <CardPayment config={card} orderId={cartId} onToken={onToken} submitLabel="Pay now" />
            </div>
          )}
          {paypal && (
            <div className="payment-method" data-testid="pay-paypal">
              <h3>PayPal</h3>
              <PaypalButtons config={paypal} orderId={cartId} onToken={onToken} />
            </div>
          )}
          {wallet && (
            <div className="payment-method" data-testid="pay-wallet">
              <h3>Wallet</h3>
              <WalletButton config={wallet} orderId={cartId} />
            </div>
          )}
          {financing && (
            <div className="payment-method" data-testid="pay-financing">
              <h3>Pay over time</h3>
              <FinancingButton config={financing} orderId={cartId} />
            </div>
          )}
          {payments.methods.length === 0 && <p>Payments are not available in this store.</p>}
        </div>
      )}
      {!invoiced && mode.kind === "device-wallet" && card && (
        <div className="payment-method" data-testid="pay-device-wallet">
          <h3>Apple Pay / Google Pay</h3>
          <CardPayment config={card} orderId={cartId} onToken={onToken} submitLabel="Pay now" />
        </div>
      )}
      {!invoiced && mode.kind === "wallet" && wallet && (
        <WalletConfirmation
          config={wallet}
          orderId={cartId}
          accessToken={mode.accessToken}
          orderReferenceId={mode.orderReferenceId}
          onToken={onToken}
        />
      )}
      {!invoiced && mode.kind === "financing" && mode.checkoutToken && (
        <FinancingApproval checkoutToken={mode.checkoutToken} onToken={onToken} />
      )}
      {placing && <p role="status">Placing your order…</p>}
      <FormFailure message={failure} testId="payment-failure" />
    </section>
  );
}
