"use client";

import { lazyPart } from "@/components/shell/lazy-part";
import { useState } from "react";
import type { ClientMethodConfig, OnToken } from "@/lib/payments/types";
import { createPaypalOrderFor } from "./paypal-order";
import { withChunkTimeout } from "@/lib/shell/chunk-load";
import { FormFailure } from "@/components/content/form-failure";

const PaypalLiveButtons = lazyPart(
  () => withChunkTimeout(() => import("./paypal-live-buttons")).then((m) => m.PaypalLiveButtons),
  { clientOnly: true, loading: () => <p aria-busy="true">Loading PayPal…</p> },
);

/**
 * PayPal: the real Smart Buttons in live mode; locally a button that creates a (signed, local)
 * PayPal order and "approves" it at once. Either way `onToken` receives the PayPal order id,
 * which placeOrder captures on the server.
 */
export function PaypalButtons({
  config,
  orderId,
  onToken,
}: {
  config: Extract<ClientMethodConfig, { method: "paypal" }>;
  orderId: string;
  onToken: OnToken;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (config.mode === "live") {
    return <PaypalLiveButtons clientId={config.clientId} orderId={orderId} onToken={onToken} />;
  }

  async function approveLocally() {
    setBusy(true);
    setFailure(null);
    try {
      onToken(await createPaypalOrderFor(orderId), "paypal");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "PayPal is unavailable.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="payment-paypal">
      <button
        type="button"
        className="button button--primary"
        onClick={approveLocally}
        disabled={busy}
        data-testid="paypal-local-approve"
      >
        {busy ? "Contacting PayPal…" : "Pay with PayPal (test)"}
      </button>
      <p className="field__hint">Test payments: the PayPal approval is simulated.</p>
      <FormFailure message={failure} />
    </div>
  );
}
