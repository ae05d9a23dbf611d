"use client";

import Link from "next/link";
import { useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { LinkAction } from "@/components/content/link-action";

/** `/confirm-email/{token}/{email}`: the new address's link moves the account to it. */
export function ConfirmEmailChange({ token, email }: { token: string; email: string }) {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <LinkAction
      testId="confirm-email"
      label="Use this address"
      busyLabel="Confirming…"
      intro={
        <p>
          Confirm that your account should use <strong>{email}</strong> from now on. Every other
          device signed in to it will be signed out.
        </p>
      }
      run={async () => {
        const answer = await call(() =>
          api.POST("/api/external/public/confirm-email-change", { body: { token, email } }),
        );
        setSignedIn(answer.signed_in);
      }}
      done={
        <>
          <p>
            Done: your account now uses <strong>{email}</strong>.
          </p>
          <p>
            <Link className="button button--primary" href={signedIn ? "/my-account" : "/login"}>
              {signedIn ? "Back to your account" : "Sign in"}
            </Link>
          </p>
        </>
      }
    />
  );
}
