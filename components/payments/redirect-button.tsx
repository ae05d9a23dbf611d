"use client";

import { useState, type ReactNode } from "react";
import { api } from "@/lib/http/client";

/**
 * Asks the server where the provider wants the shopper (a POST with the order id; the server
 * computes the amount) and goes there. Shared by financing and the local wallet.
 */
export function RedirectButton({
  path,
  orderId,
  children,
  busyLabel,
  testId,
}: {
  path: string;
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
      const { redirect_url } = await api<{ redirect_url: string }>("POST", path, {
        order_id: orderId,
      });
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
      {failure && (
        <p className="content-form__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
