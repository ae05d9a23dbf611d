"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { api, call } from "@/lib/http/api-client";
import type { OnToken } from "@/lib/payments/types";
import { FormFailure } from "@/components/content/form-failure";

/**
 * Live card payments: Stripe's PaymentElement for a PaymentIntent the server created for the
 * cart total. After confirmation the intent id goes to `onToken`; placeOrder reads the intent
 * back from Stripe, so nothing the browser says about the amount is trusted.
 * Load it lazily (CardPayment does) so local mode never downloads Stripe.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
};

/** Statuses after which the order can be placed (capture happens on the server). */
const CONFIRMED = new Set(["succeeded", "requires_capture", "processing"]);

function ConfirmForm({ onToken, submitLabel }: { onToken: OnToken; submitLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    // Redirect-based methods leave the page and come back with ?payment_intent=… (see below).
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    if (result.error) {
      setFailure(result.error.message ?? "Your payment could not be confirmed.");
      return;
    }
    if (CONFIRMED.has(result.paymentIntent.status)) onToken(result.paymentIntent.id, "card");
    else setFailure("Your payment could not be confirmed. Please try again.");
  }

  return (
    <form onSubmit={submit} data-testid="stripe-payment-form">
      <PaymentElement />
      <button type="submit" className="button button--primary" disabled={!stripe || busy}>
        {busy ? "Confirming…" : submitLabel}
      </button>
      <FormFailure message={failure} />
    </form>
  );
}

/** Where the intent comes from: the checkout's, for the cart total, unless the caller says. */
export type CreateIntent = () => Promise<{ client_secret: string }>;

export function StripePaymentElement({
  publishableKey,
  orderId,
  onToken,
  submitLabel = "Use this payment method",
  createIntent,
}: {
  publishableKey: string;
  orderId: string;
  onToken: OnToken;
  submitLabel?: string;
  /** Another intent than the cart total's (issue 38: a design change's difference). */
  createIntent?: CreateIntent;
}) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The latest callback, without re-creating the intent when the parent re-renders.
  const tokenCallback = useRef(onToken);
  const intentSource = useRef(createIntent);
  useEffect(() => {
    tokenCallback.current = onToken;
    intentSource.current = createIntent;
  }, [onToken, createIntent]);

  useEffect(() => {
    // Back from a redirect-based method: Stripe appended the intent and its outcome.
    const params = new URLSearchParams(window.location.search);
    const returned = params.get("payment_intent");
    if (returned && params.get("redirect_status") === "succeeded") {
      tokenCallback.current(returned, "card");
      return;
    }
    let live = true;
    (
      intentSource.current?.() ??
      call(() =>
        api.POST("/api/external/payments/stripe/payment-intents", { body: { order_id: orderId } }),
      )
    )
      .then((intent) => live && setClientSecret(intent.client_secret))
      .catch(
        (error: unknown) =>
          live &&
          setFailure(error instanceof Error ? error.message : "Card payments are unavailable."),
      );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (failure) {
    return (
      <p className="content-form__failure" role="alert">
        {failure}
      </p>
    );
  }
  if (!clientSecret) return <p aria-busy="true">Loading secure card form…</p>;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmForm onToken={onToken} submitLabel={submitLabel} />
    </Elements>
  );
}
