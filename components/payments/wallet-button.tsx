"use client";

import "@/app/checkout.css";
import { lazyPart } from "@/components/shell/lazy-part";
import { WALLET_RETURN_PATH } from "@/lib/payments/return-paths";
import type { ClientMethodConfig } from "@/lib/payments/types";
import { RedirectButton } from "./redirect-button";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

const WalletLiveButton = lazyPart(
  () => withChunkTimeout(() => import("./wallet-live-button")).then((m) => m.WalletLiveButton),
  { clientOnly: true },
);

/**
 * Starts a wallet payment. Live: the provider's sign-in button. Local: a simulated sign-in that
 * goes straight to the wallet confirmation page with a signed order reference and access token.
 * WalletConfirmation on that page turns them into the charge token.
 */
export function WalletButton({
  config,
  orderId,
}: {
  config: Extract<ClientMethodConfig, { method: "wallet" }>;
  orderId: string;
}) {
  if (config.mode === "live")
    return <WalletSignIn config={config} returnPath={WALLET_RETURN_PATH} />;
  return (
    <div className="payment-wallet">
      <RedirectButton
        provider="wallet"
        orderId={orderId}
        busyLabel="Opening wallet…"
        testId="wallet-local-start"
      >
        Pay with wallet (test)
      </RedirectButton>
      <p className="field__hint">Test payments: the wallet sign-in is simulated.</p>
    </div>
  );
}

/** The wallet's own sign-in button (live keys), loaded on first render; it brings the client back to `returnPath`. */
export function WalletSignIn({
  config,
  returnPath,
}: {
  config: Extract<ClientMethodConfig, { method: "wallet"; mode: "live" }>;
  returnPath: string;
}) {
  return (
    <WalletLiveButton
      sellerId={config.sellerId}
      clientId={config.clientId}
      environment={config.environment}
      returnPath={returnPath}
    />
  );
}
