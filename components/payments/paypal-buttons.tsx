"use client";

import "@/app/checkout.css";
import { lazyPart } from "@/components/shell/lazy-part";
import type { ClientMethodConfig, OnToken } from "@/lib/payments/types";
import { createPaypalOrderFor } from "./paypal-order";
import { withChunkTimeout } from "@/lib/shell/chunk-load";
import { ActionButton } from "@/components/content/action-button";

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
  createOrder,
}: {
  config: Extract<ClientMethodConfig, { method: "paypal" }>;
  orderId: string;
  onToken: OnToken;
  /** Another payment than the order's total (a design change's difference): its PayPal order. */
  createOrder?: () => Promise<string>;
}) {
  const create = createOrder ?? (() => createPaypalOrderFor(orderId));
  if (config.mode === "live") {
    return <PaypalLiveButtons clientId={config.clientId} createOrder={create} onToken={onToken} />;
  }
  return (
    <ActionButton
      className="payment-paypal"
      onAction={async () => onToken(await create(), "paypal")}
      busyLabel="Contacting PayPal…"
      testId="paypal-local-approve"
      hint={<p className="field__hint">Test payments: the PayPal approval is simulated.</p>}
    >
      Pay with PayPal (test)
    </ActionButton>
  );
}
