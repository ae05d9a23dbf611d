"use client";

import "@/app/account.css";
import { useEffect, useState } from "react";
import { FormFailure } from "@/components/content/form-failure";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import type { AccountCustomer } from "./customer-session";
import { ceremonyFailure } from "./passkey-errors";

type Props = {
  onSignedIn: (customer: AccountCustomer) => Promise<void>;
};

/** Asks the server for a challenge, lets the browser sign it, and signs in with the answer. */
async function ceremony(autofill: boolean): Promise<AccountCustomer> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    call(() => api.POST("/api/external/login/passkey/options")),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const { customer } = await call(() =>
    api.POST("/api/external/login/passkey", { body: { response } }),
  );
  return customer;
}

/**
 * Issue 26: "Sign in with a passkey", and the browser's autofill: while the sign-in form is on
 * screen, a passkey request waits on the e-mail field (`autocomplete="username webauthn"`), so
 * choosing a passkey from the field's suggestions signs in at once. The button's request
 * replaces the waiting one (the browser library aborts it).
 */
export function PasskeySignIn({ onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [supported, setSupported] = useState(false);

  const finish = async (autofill: boolean) => {
    setFailure(null);
    if (!autofill) setBusy(true);
    try {
      await onSignedIn(await ceremony(autofill));
    } catch (error) {
      // A passkey is never held by failed passwords (issue 35): no "finish by mail" answer here.
      if (error instanceof HttpError || !(error instanceof Error)) {
        setFailure(submitFailure(error).message);
      } else {
        setFailure(ceremonyFailure(error, "sign-in"));
      }
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    let live = true;
    void import("@simplewebauthn/browser").then(
      async ({ browserSupportsWebAuthn, browserSupportsWebAuthnAutofill }) => {
        if (!live || !browserSupportsWebAuthn()) return;
        setSupported(true);
        if (await browserSupportsWebAuthnAutofill()) void finish(true);
      },
    );
    return () => {
      live = false;
      void import("@simplewebauthn/browser").then(({ WebAuthnAbortService }) =>
        WebAuthnAbortService.cancelCeremony(),
      );
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: the waiting request lives as long as the form
  }, []);

  if (!supported) return null;
  return (
    <div className="account-passkey-sign-in">
      <p className="account-divider">
        <span>or</span>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => void finish(false)}
        disabled={busy}
        data-testid="passkey-sign-in"
      >
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <FormFailure message={failure} testId="passkey-sign-in-failure" />
    </div>
  );
}
