"use client";

import "@/app/checkout.css";
import { useEffect, useId, useState } from "react";
import { loadWalletWidgets, WALLET_SCOPE } from "./wallet-widgets";
import { FormFailure } from "@/components/content/form-failure";

/**
 * The live wallet sign-in button. After sign-in the provider sends the shopper to the wallet
 * confirmation page with `access_token`; the widgets there create the order reference.
 */
export function WalletLiveButton({
  sellerId,
  clientId,
  environment,
  returnPath,
}: {
  sellerId: string;
  clientId: string;
  environment: "sandbox" | "live";
  returnPath: string;
}) {
  const containerId = `wallet-button-${useId().replace(/:/g, "")}`;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadWalletWidgets(clientId, environment)
      .then(({ login, widgets }) => {
        if (!live) return;
        widgets.Button(containerId, sellerId, {
          type: "PwA",
          color: "Gold",
          size: "medium",
          authorization: () =>
            login.authorize(
              { scope: WALLET_SCOPE, popup: true },
              new URL(returnPath, window.location.origin).toString(),
            ),
          onError: (error) => setFailure(error.getErrorMessage()),
        });
      })
      .catch((error: unknown) => live && setFailure(error instanceof Error ? error.message : null));
    return () => {
      live = false;
    };
  }, [clientId, containerId, environment, returnPath, sellerId]);

  return (
    <div className="payment-wallet">
      <div id={containerId} data-testid="wallet-live-button" />
      <FormFailure message={failure} />
    </div>
  );
}
