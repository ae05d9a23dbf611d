"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { loginSchema, type LoginInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";
import type { AccountCustomer } from "./customer-session";
import { PasswordField } from "./password-field";
import { useAfterSignIn } from "./use-after-sign-in";

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: EMPTY });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { customer } = await api<{ customer: AccountCustomer }>("POST", "/login", values);
      await afterSignIn(customer, next);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      // The server gives the same answer for an unknown e-mail and a wrong password, so it is
      // about the pair, not one field: it is read out as the form's alert, once.
      setFailure(fields.email ?? fields.password ?? message);
    }
  });
  const onSubmit = useSingleFlight(send);
  const signupHref = next ? `/signup?${new URLSearchParams({ next })}` : "/signup";

  return (
    <>
      {reset && (
        <p className="account-notice" role="status">
          Your password has been changed. Please sign in.
        </p>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="account-form"
        aria-label="Sign in"
        data-testid="login-form"
      >
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              {...register("email")}
            />
          )}
        </FormField>
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="current-password"
          registration={register("password")}
          error={errors.password?.message}
        />
        <p className="account-form__aside account-form__aside--end">
          <Link href="/forgot-password">Forgot your password?</Link>
        </p>
        <FormSubmit label="Sign in" busyLabel="Signing in…" busy={isSubmitting} failure={failure} />
      </form>
      <p className="account-card__alternative">
        New here? <Link href={signupHref}>Create account</Link>
      </p>
    </>
  );
}
