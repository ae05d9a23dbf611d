"use client";

import { useEffect, useRef, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import type { OnToken } from "@/lib/payments/types";

/** Spec 9: cart and financing retry polling every 1 s. */
export const FINANCING_POLL_MS = 1000;

/**
 * On /checkout/confirmation_affirm: polls the checkout every second until the provider approved
 * it, then passes the checkout token to `onToken` once. Stops when unmounted or when the token
 * is unknown (404).
 */
export function FinancingApproval({
  checkoutToken,
  onToken,
}: {
  checkoutToken: string;
  onToken: OnToken;
}) {
  const [state, setState] = useState<"waiting" | "approved" | "failed">("waiting");
  const tokenCallback = useRef(onToken);
  useEffect(() => {
    tokenCallback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      try {
        const result = await call(() =>
          api.GET("/api/external/payments/financing/checkouts/{token}", {
            params: { path: { token: checkoutToken } },
          }),
        );
        if (stopped) return;
        if (result.status === "approved") {
          setState("approved");
          tokenCallback.current(checkoutToken, "financing");
          return;
        }
      } catch (error) {
        if (stopped) return;
        // An unknown or expired checkout will not become approved; anything else is retried.
        if (error instanceof HttpError && error.status === 404) {
          setState("failed");
          return;
        }
      }
      timer = setTimeout(poll, FINANCING_POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checkoutToken]);

  return (
    <p className="payment-financing__status" role="status" aria-live="polite" data-state={state}>
      {state === "waiting" && "Waiting for your financing approval…"}
      {state === "approved" && "Your financing is approved."}
      {state === "failed" &&
        "We could not find this financing request. Please start again from the checkout."}
    </p>
  );
}
