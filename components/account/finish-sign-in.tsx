"use client";

import { api, call } from "@/lib/http/api-client";
import { LinkAction } from "@/components/content/link-action";
import { useAfterSignIn } from "./use-after-sign-in";

/**
 * `/finish-sign-in/{token}/{email}` (issue 25): the link mailed after a right password from a busy
 * network signs in this browser, which from then on is not held up by that network's failures.
 */
export function FinishSignIn({ token, email }: { token: string; email: string }) {
  const afterSignIn = useAfterSignIn();
  return (
    <LinkAction
      testId="finish-sign-in"
      label="Sign me in"
      busyLabel="Signing you in…"
      intro={
        <p>
          Sign in as <strong>{email}</strong> on this device. Only do this on a device you are using
          now.
        </p>
      }
      run={async () => {
        const { customer } = await call(() =>
          api.POST("/api/external/public/finish-sign-in", { body: { token, email } }),
        );
        await afterSignIn(customer, null);
      }}
      done={<p>You are signed in. Taking you to your account…</p>}
    />
  );
}
