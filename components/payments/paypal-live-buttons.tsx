"use client";

import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useState } from "react";
import type { OnToken } from "@/lib/payments/types";
import { createPaypalOrderFor } from "./paypal-order";

/** PayPal's Smart Buttons; only loaded (lazily) when PayPal keys are configured. */
export function PaypalLiveButtons({
  clientId,
  orderId,
  onToken,
}: {
  clientId: string;
  orderId: string;
  onToken: OnToken;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <PayPalScriptProvider options={{ clientId, currency: "USD", intent: "capture" }}>
      <PayPalButtons
        style={{ layout: "vertical", label: "paypal" }}
        createOrder={() => createPaypalOrderFor(orderId)}
        onApprove={async (data) => {
          setFailure(null);
          onToken(data.orderID, "paypal");
        }}
        onError={() => setFailure("PayPal could not start. Please try again or pay another way.")}
      />
      {failure && (
        <p className="content-form__failure" role="alert">
          {failure}
        </p>
      )}
    </PayPalScriptProvider>
  );
}
