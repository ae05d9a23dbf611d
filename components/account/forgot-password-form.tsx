"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { forgotPasswordSchema } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { EmailField } from "./email-field";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { AccountForm } from "./account-form";

/**
 * `/forgot-password`: POST /public/forgot-password. The answer is the same whether or not an
 * account uses the address, so the page says so rather than confirming that one exists.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      await call(() => api.POST("/api/external/public/forgot-password", { body: values }));
      setSentTo(values.email);
    },
    { fields: ["email"] },
  );

  return (
    <>
      <div role="status" aria-live="polite">
        {sentTo && (
          <p className="account-notice" data-testid="reset-link-sent">
            If an account uses {sentTo}, we have sent it a link to choose a new password. The link
            works once, for 60 minutes. Nothing there? Check the spam folder, or try again.
          </p>
        )}
      </div>
      <AccountForm onSubmit={onSubmit} label="Send reset link" testId="forgot-password-form">
        <EmailField id={`${id}-email`} {...field("email")} />
        <FormSubmit label="Send reset link" busyLabel="Sending…" {...status} />
        <p className="account-form__aside">
          Remembered it? <Link href="/login">Sign in</Link>
        </p>
      </AccountForm>
    </>
  );
}
