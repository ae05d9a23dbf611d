"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { undoEmailChangeSchema, type UndoEmailChangeInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { AccountForm } from "./account-form";
import { NewPasswordField } from "./new-password-field";

/**
 * `/undo-email-change/{token}/{email}`: the old address takes its account back (or cancels a
 * change still waiting) with a new password, and every device is signed out.
 */
export function UndoEmailChangeForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const [restored, setRestored] = useState(false);
  const defaults: UndoEmailChangeInput = { token, email, password: "" };
  const form = useForm({ resolver: zodResolver(undoEmailChangeSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const linkProblem = errors.token?.message ?? errors.email?.message;
  const { onSubmit, failure, field } = useSubmitForm(
    form,
    async (values) => {
      await call(() => api.POST("/api/external/public/undo-email-change", { body: values }));
      setRestored(true);
    },
    {
      fields: ["password"],
      failureOf: ({ message, fields }, placed) =>
        placed ? null : (fields.token ?? fields.email ?? message),
    },
  );

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
    <AccountForm onSubmit={onSubmit} label="Keep my address" testId="undo-email-change-form">
      <p className="account-form__for">
        Keep <strong>{email}</strong> as the address of your account. Choose a new password too:
        whoever asked for the change may know the old one.
      </p>
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <NewPasswordField
        id={`${id}-password`}
        label="New password"
        control={form.control}
        {...field("password")}
      />
      <FormSubmit
        label="Keep my address"
        busyLabel="Saving…"
        busy={isSubmitting}
        failure={failure ?? linkProblem ?? null}
      />
    </AccountForm>
  );
}
