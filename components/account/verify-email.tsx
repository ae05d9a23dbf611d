"use client";

import Link from "next/link";
import { api, call } from "@/lib/http/api-client";
import { LinkAction } from "@/components/content/link-action";

/** `/verify-email/{token}/{email}`: confirms an account's current address. */
export function VerifyEmail({ token, email }: { token: string; email: string }) {
  return (
    <LinkAction
      testId="verify-email"
      label="Confirm my e-mail"
      busyLabel="Confirming…"
      intro={
        <p>
          Confirm that <strong>{email}</strong> is yours. Orders placed with it before you had an
          account then join your account.
        </p>
      }
      run={async () => {
        await call(() => api.POST("/api/external/public/verify-email", { body: { token, email } }));
      }}
      done={
        <>
          <p>
            Thank you: <strong>{email}</strong> is confirmed. Orders you placed with this address
            before you had an account now appear in your account.
          </p>
          <p>
            <Link className="button button--primary" href="/my-account/orders">
              See your orders
            </Link>
          </p>
        </>
      }
    />
  );
}
