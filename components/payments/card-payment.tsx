"use client";

import { lazyPart } from "@/components/shell/lazy-part";
import type { ClientMethodConfig, OnToken } from "@/lib/payments/types";
import type { CreateIntent } from "./stripe-payment-element";
import { LocalCardForm } from "./local-card-form";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

const StripePaymentElement = lazyPart(
  () =>
    withChunkTimeout(() => import("./stripe-payment-element")).then((m) => m.StripePaymentElement),
  { clientOnly: true, loading: () => <p aria-busy="true">Loading secure card form…</p> },
);

/** Card entry in the mode the server chose: Stripe when live keys exist, else the local form. */
export function CardPayment({
  config,
  orderId,
  onToken,
  submitLabel,
  createIntent,
}: {
  config: Extract<ClientMethodConfig, { method: "card" }>;
  orderId: string;
  onToken: OnToken;
  submitLabel?: string;
  /** Live cards: another intent than the cart total's (a design change's difference). */
  createIntent?: CreateIntent;
}) {
  if (config.mode === "live") {
    return (
      <StripePaymentElement
        publishableKey={config.publishableKey}
        orderId={orderId}
        onToken={onToken}
        submitLabel={submitLabel}
        createIntent={createIntent}
      />
    );
  }
  return <LocalCardForm onToken={onToken} submitLabel={submitLabel} />;
}
