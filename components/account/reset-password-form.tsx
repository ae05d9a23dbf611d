"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { NewPasswordField } from "./new-password-field";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { AccountForm } from "./account-form";

/**
 * `/reset-password/{token}/{email}`: a new password for the mailed link (POST
 * /public/reset-password). Every other sign-in ends, so the shopper signs in afresh.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const router = useRouter();
  const defaults: ResetPasswordInput = { token, email, password: "" };
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  // The token and e-mail come from the link; their errors mean the link itself is bad.
  const linkProblem = errors.token?.message ?? errors.email?.message;
  const { onSubmit, failure, field } = useSubmitForm(
    form,
    async (values) => {
      await call(() => api.POST("/api/external/public/reset-password", { body: values }));
      router.replace("/login?reset=1");
    },
    {
      fields: ["password"],
      failureOf: ({ message, fields }, placed) =>
        placed ? null : (fields.token ?? fields.email ?? message),
    },
  );

  return (
    <AccountForm onSubmit={onSubmit} label="Choose a new password" testId="reset-password-form">
      <p className="account-form__for">
        For <strong>{email}</strong>
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <NewPasswordField
        id={`${id}-password`}
        label="New password"
        control={form.control}
        {...field("password")}
      />
      <FormSubmit
        label="Save new password"
        busyLabel="Saving…"
        busy={isSubmitting}
        failure={failure ?? linkProblem ?? null}
      />
      {(failure || linkProblem) && (
        <p className="account-form__aside">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      )}
    </AccountForm>
  );
}
