"use client";

import { useEffect, useId, useState } from "react";
import { ActionButton } from "@/components/content/action-button";
import { FormFailure } from "@/components/content/form-failure";
import { FinancingApproval } from "@/components/payments/financing-approval";
import { WalletSignIn } from "@/components/payments/wallet-button";
import { loadWalletWidgets } from "@/components/payments/wallet-widgets";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import type { ClientMethodConfig } from "@/lib/payments/types";
import type { ReturnedCheckout } from "@/lib/orders/difference-return";
import { walletToken } from "@/lib/payments/wallet-token";

/**
 * Issue 38: a wallet or financing order's dearer difference, through that provider's own
 * checkout for the difference (ADRs 0420, 0421). Before: a button that opens it (the server
 * starts it for its own figure). After the provider sent the client back here with its token: a
 * button that confirms the change with it (the server reads it back before charging).
 */
type CheckoutConfig = Extract<ClientMethodConfig, { method: "wallet" | "financing" }>;

/** Live wallet: the Wallet widget alone (nothing ships) creates the difference's reference. */
function LiveWalletReference({
  config,
  onReference,
}: {
  config: Extract<CheckoutConfig, { method: "wallet"; mode: "live" }>;
  onReference: (reference: string) => void;
}) {
  const containerId = `wallet-difference-${useId().replace(/:/g, "")}`;
  const [failure, setFailure] = useState<string | null>(null);
  const { sellerId, clientId, environment } = config;
  useEffect(() => {
    let live = true;
    loadWalletWidgets(clientId, environment)
      .then(({ widgets }) => {
        if (!live) return;
        new widgets.Widgets.Wallet({
          sellerId,
          design: { designMode: "responsive" },
          onOrderReferenceCreate: (ref) => onReference(ref.getAmazonOrderReferenceId()),
          onPaymentSelect: () => undefined,
          onError: (error) => setFailure(error.getErrorMessage()),
        }).bind(containerId);
      })
      .catch(() => live && setFailure("The wallet could not be loaded."));
    return () => {
      live = false;
    };
  }, [clientId, containerId, environment, onReference, sellerId]);
  return (
    <>
      <div id={containerId} className="payment-wallet__widget" />
      <FormFailure message={failure} />
    </>
  );
}

export function DesignChangeCheckout({
  config,
  orderId,
  lineId,
  designId,
  difference,
  returned,
  returnPath,
  busy,
  onToken,
}: {
  config: CheckoutConfig;
  orderId: string | null;
  lineId: string;
  designId: string;
  difference: number;
  returned: ReturnedCheckout;
  /** This review page (path and query): where the wallet's live sign-in returns. */
  returnPath: string;
  busy: boolean;
  onToken: (token: string) => void;
}) {
  const [liveReference, setLiveReference] = useState<string | null>(null);
  // Financing returns the client before its decision may be final: the checkout's own poll.
  const [approved, setApproved] = useState(false);

  const start = async () => {
    const body = {
      line_id: lineId,
      configured_product_id: designId,
      expected_difference: difference,
    };
    const checkout = orderId
      ? await call(() =>
          api.POST("/api/external/customer/orders/{id}/design-change-checkout", {
            params: { path: { id: orderId } },
            body,
          }),
        )
      : await call(() => api.POST("/api/external/tracked-order/design-change-checkout", { body }));
    window.location.assign(checkout.redirect_url);
  };

  const token =
    config.method === "financing"
      ? approved
        ? returned.checkoutToken
        : null
      : returned.accessToken && (returned.orderReferenceId ?? liveReference)
        ? walletToken(returned.orderReferenceId ?? liveReference ?? "", returned.accessToken)
        : null;

  const confirmButton = (label: string) => (
    <button
      type="button"
      className="button button--primary"
      disabled={busy || !token}
      aria-busy={busy}
      onClick={() => token && onToken(token)}
      data-testid="change-checkout-confirm"
    >
      {busy ? "Confirming…" : label}
    </button>
  );

  if (config.method === "financing") {
    if (returned.checkoutToken) {
      return (
        <div className="payment-financing">
          <FinancingApproval
            checkoutToken={returned.checkoutToken}
            onToken={() => setApproved(true)}
          />
          {confirmButton(`Confirm the change, financing ${formatPrice(difference)}`)}
        </div>
      );
    }
    return (
      <div className="payment-financing">
        <p className="field__hint">
          Financing is agreed per purchase: the difference of {formatPrice(difference)} is a new,
          short application with our financing partner, who returns you here.
        </p>
        <ActionButton
          className="payment-redirect"
          onAction={start}
          busyLabel="Opening financing…"
          testId="change-financing-start"
          leavesPage
        >
          Apply for the difference
        </ActionButton>
      </div>
    );
  }

  if (returned.accessToken) {
    return (
      <div className="payment-wallet">
        {config.mode === "live" && !returned.orderReferenceId && (
          <LiveWalletReference config={config} onReference={setLiveReference} />
        )}
        {confirmButton(`Pay ${formatPrice(difference)} with your wallet and confirm`)}
      </div>
    );
  }
  if (config.mode === "live") {
    return <WalletSignIn config={config} returnPath={returnPath} />;
  }
  return (
    <div className="payment-wallet">
      <ActionButton
        className="payment-redirect"
        onAction={start}
        busyLabel="Opening wallet…"
        testId="change-wallet-start"
        leavesPage
      >
        Pay the difference with your wallet (test)
      </ActionButton>
      <p className="field__hint">Test payments: the wallet sign-in is simulated.</p>
    </div>
  );
}
