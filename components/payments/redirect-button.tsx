"use client";

import { useState, type ReactNode } from "react";
import { api, call } from "@/lib/http/api-client";
import { FormFailure } from "@/components/content/form-failure";

/**
 * Asks the server where the provider wants the shopper (a POST with the order id; the server
 * computes the amount) and goes there. Shared by financing and the local wallet.
 */
/** The provider checkouts that answer with where to send the shopper. */
const STARTS = {
  financing: (orderId: string) =>
    call(() =>
      api.POST("/api/external/payments/financing/checkouts", { body: { order_id: orderId } }),
    ),
  wallet: (orderId: string) =>
    call(() =>
      api.POST("/api/external/payments/wallet/checkouts", { body: { order_id: orderId } }),
    ),
};

export function RedirectButton({
  provider,
  orderId,
  children,
  busyLabel,
  testId,
}: {
  provider: keyof typeof STARTS;
  orderId: string;
  children: ReactNode;
  busyLabel: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setFailure(null);
    try {
      const { redirect_url } = await STARTS[provider](orderId);
      window.location.assign(redirect_url);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Please try again.");
      setBusy(false);
    }
  }

  return (
    <div className="payment-redirect">
      <button
        type="button"
        className="button button--primary"
        onClick={go}
        disabled={busy}
        data-testid={testId}
      >
        {busy ? busyLabel : children}
      </button>
      <FormFailure message={failure} />
    </div>
  );
}
