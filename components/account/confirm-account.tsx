"use client";

import { api, call } from "@/lib/http/api-client";
import { LinkAction } from "@/components/content/link-action";
import { useAfterSignIn } from "./use-after-sign-in";

/** `/confirm-account/{token}/{email}`: the sign-up's link makes the account and signs it in. */
export function ConfirmAccount({ token, email }: { token: string; email: string }) {
  const afterSignIn = useAfterSignIn();
  return (
    <LinkAction
      testId="confirm-account"
      label="Create my account"
      busyLabel="Creating your account…"
      intro={
        <p>
          One step left: create your account for <strong>{email}</strong>. Orders you placed with
          this address as a guest join it.
        </p>
      }
      run={async () => {
        const { customer } = await call(() =>
          api.POST("/api/external/public/confirm-signup", { body: { token, email } }),
        );
        await afterSignIn(customer, null);
      }}
      done={<p>Your account is ready. Taking you there…</p>}
    />
  );
}
