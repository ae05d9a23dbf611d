"use client";

import "@/app/account.css";
import Link from "next/link";
import { useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { LinkPasswordForm } from "./link-password-form";

/**
 * `/undo-email-change/{token}/{email}`: the old address takes its account back (or cancels a
 * change still waiting) with a new password, and every device is signed out.
 */
export function UndoEmailChangeForm({ token, email }: { token: string; email: string }) {
  const [restored, setRestored] = useState(false);
  if (restored) {
    return (
      <div className="account-notice" role="status" data-testid="undo-email-change-done">
        <p>
          Your account uses <strong>{email}</strong> again, with your new password. Every device was
          signed out.
        </p>
        <p>
          <Link className="button button--primary" href="/login">
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <LinkPasswordForm
      token={token}
      email={email}
      label="Keep my address"
      testId="undo-email-change-form"
      intro={
        <>
          Keep <strong>{email}</strong> as the address of your account. Choose a new password too:
          whoever asked for the change may know the old one.
        </>
      }
      send={async (values) => {
        await call(() => api.POST("/api/external/public/undo-email-change", { body: values }));
        setRestored(true);
      }}
    />
  );
}
