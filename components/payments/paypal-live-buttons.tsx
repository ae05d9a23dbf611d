"use client";

import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useState } from "react";
import type { OnToken } from "@/lib/payments/types";

/**
 * PayPal's Smart Buttons; only loaded (lazily) when PayPal keys are configured. `createOrder`
 * asks our server for the PayPal order (the cart's total, or a design change's difference).
 */
export function PaypalLiveButtons({
  clientId,
  createOrder,
  onToken,
}: {
  clientId: string;
  createOrder: () => Promise<string>;
  onToken: OnToken;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <PayPalScriptProvider options={{ clientId, currency: "USD", intent: "capture" }}>
      <PayPalButtons
        style={{ layout: "vertical", label: "paypal" }}
        createOrder={createOrder}
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
