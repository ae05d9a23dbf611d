"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/customers/schemas";
import { AccountForm } from "./account-form";
import { NewPasswordField } from "./new-password-field";

type Props = {
  token: string;
  email: string;
  label: string;
  testId: string;
  intro: ReactNode;
  /** Sends the link's token and e-mail with the new password. */
  send: (values: ResetPasswordInput) => Promise<void>;
  /** Shown when the link itself is bad (e.g. where to ask for a new one). */
  linkHelp?: ReactNode;
};

/**
 * A mailed link that ends in a new password (a reset, taking an address back): the token and
 * e-mail come from the link, so their errors mean the link itself is bad.
 */
export function LinkPasswordForm({ token, email, label, testId, intro, send, linkHelp }: Props) {
  const id = useId();
  const defaults: ResetPasswordInput = { token, email, password: "" };
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const linkProblem = errors.token?.message ?? errors.email?.message;
  const { onSubmit, failure, field } = useSubmitForm(form, send, {
    fields: ["password"],
    failureOf: ({ message, fields }, placed) =>
      placed ? null : (fields.token ?? fields.email ?? message),
  });

  return (
    <AccountForm onSubmit={onSubmit} label={label} testId={testId}>
      <p className="account-form__for">{intro}</p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <NewPasswordField
        id={`${id}-password`}
        label="New password"
        control={form.control}
        {...field("password")}
      />
      <FormSubmit
        label={label}
        busyLabel="Saving…"
        busy={isSubmitting}
        failure={failure ?? linkProblem ?? null}
      />
      {(failure || linkProblem) && linkHelp}
    </AccountForm>
  );
}
