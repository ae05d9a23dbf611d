"use client";

import "@/app/checkout.css";
import type { ClientMethodConfig } from "@/lib/payments/types";
import { RedirectButton } from "./redirect-button";

/**
 * Starts financing: the server creates a checkout for the cart total and the shopper goes to the
 * provider (live) or straight back to /checkout/confirmation_affirm (local). There,
 * FinancingApproval waits for approval and hands over the token.
 */
export function FinancingButton({
  config,
  orderId,
}: {
  config: Extract<ClientMethodConfig, { method: "financing" }>;
  orderId: string;
}) {
  return (
    <div className="payment-financing">
      <RedirectButton
        provider="financing"
        orderId={orderId}
        busyLabel="Starting financing…"
        testId="financing-start"
      >
        Pay over time
      </RedirectButton>
      {config.mode === "local" && (
        <p className="field__hint">Test payments: financing is approved after a moment.</p>
      )}
    </div>
  );
}
