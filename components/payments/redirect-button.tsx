"use client";

import "@/app/checkout.css";
import type { ReactNode } from "react";
import { api, call } from "@/lib/http/api-client";
import { ActionButton } from "@/components/content/action-button";

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

/**
 * Asks the server where the provider wants the shopper (a POST with the order id; the server
 * computes the amount) and goes there. Shared by financing and the local wallet.
 */
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
  return (
    <ActionButton
      className="payment-redirect"
      onAction={async () => window.location.assign((await STARTS[provider](orderId)).redirect_url)}
      busyLabel={busyLabel}
      testId={testId}
      leavesPage
    >
      {children}
    </ActionButton>
  );
}
