"use client";

import "@/app/account.css";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { api, call } from "@/lib/http/api-client";
import { LinkPasswordForm } from "./link-password-form";

/**
 * `/reset-password/{token}/{email}`: a new password for the mailed link (POST
 * /public/reset-password). Every other sign-in ends, so the shopper signs in afresh.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  return (
    <LinkPasswordForm
      token={token}
      email={email}
      label="Save new password"
      testId="reset-password-form"
      intro={
        <>
          For <strong>{email}</strong>
        </>
      }
      send={async (values) => {
        await call(() => api.POST("/api/external/public/reset-password", { body: values }));
        router.replace("/login?reset=1");
      }}
      linkHelp={
        <p className="account-form__aside">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      }
    />
  );
}
