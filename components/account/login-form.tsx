"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { loginSchema, type LoginInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { useAfterSignIn } from "./use-after-sign-in";
import { AccountForm } from "./account-form";

const EMPTY: LoginInput = { email: "", password: "" };

type Props = {
  /** Where to go after signing in: a same-site path (already checked), or null. */
  next: string | null;
  /** Arrived from a password reset (`?reset=1`). */
  reset?: boolean;
};

/** `/login` and `/my-account/login`: POST /login, then the pending action and `next` (spec 2). */
export function LoginForm({ next, reset = false }: Props) {
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: EMPTY });
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      const { customer } = await call(() => api.POST("/api/external/login", { body: values }));
      await afterSignIn(customer, next);
    },
    {
      // The server gives the same answer for an unknown e-mail and a wrong password, so it is
      // about the pair, not one field: it is read out as the form's alert, once.
      fields: [],
      failureOf: ({ message, fields }) => fields.email ?? fields.password ?? message,
    },
  );
  const signupHref = next ? `/signup?${new URLSearchParams({ next })}` : "/signup";

  return (
    <>
      {reset && (
        <p className="account-notice" role="status">
          Your password has been changed. Please sign in.
        </p>
      )}
      <AccountForm onSubmit={onSubmit} label="Sign in" testId="login-form">
        <EmailField id={`${id}-email`} autoComplete="username" {...field("email")} />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="current-password"
          {...field("password")}
        />
        <p className="account-form__aside account-form__aside--end">
          <Link href="/forgot-password">Forgot your password?</Link>
        </p>
        <FormSubmit label="Sign in" busyLabel="Signing in…" {...status} />
      </AccountForm>
      <p className="account-card__alternative">
        New here? <Link href={signupHref}>Create account</Link>
      </p>
    </>
  );
}
