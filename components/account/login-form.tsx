"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { SIGN_IN_BY_MAIL_CODE } from "@/lib/customers/messages";
import { loginSchema, type LoginInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { useAfterSignIn } from "./use-after-sign-in";
import { AccountForm } from "./account-form";
import { PasskeySignIn } from "./passkey-sign-in";

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
  // The address a finishing link may have gone to.
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: EMPTY });
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      setMailedTo(null);
      try {
        const { customer } = await call(() => api.POST("/api/external/login", { body: values }));
        await afterSignIn(customer, next);
      } catch (error) {
        // Issues 25 and 35: the answer while a network or the account is under attack, the same
        // for every password: not a failure to show as an alert, but where to go on.
        if (!(error instanceof HttpError && error.code === SIGN_IN_BY_MAIL_CODE)) throw error;
        setMailedTo(values.email);
      }
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
      <div role="status" aria-live="polite">
        {mailedTo !== null && (
          <div className="account-notice" data-testid="sign-in-by-mail">
            <p>
              <strong>Check your inbox.</strong> Many sign-ins failed recently, on your network (a
              shop, an office or a mobile network is shared by many people) or for this account, so
              on a new device we finish signing in by e-mail.
            </p>
            <p>
              If the password is right for <strong>{mailedTo}</strong>, we have sent it a link. Open
              it on this device to sign in; it works once, for 15 minutes. Nothing there? Check the
              spam folder, or try again in a few minutes.
            </p>
          </div>
        )}
      </div>
      <AccountForm onSubmit={onSubmit} label="Sign in" testId="login-form">
        <EmailField id={`${id}-email`} autoComplete="username webauthn" {...field("email")} />
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
      <PasskeySignIn onSignedIn={(customer) => afterSignIn(customer, next)} />
      <p className="account-card__alternative">
        New here? <Link href={signupHref}>Create account</Link>
      </p>
    </>
  );
}
