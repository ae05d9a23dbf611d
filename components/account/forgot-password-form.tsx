"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { forgotPasswordSchema } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";

/**
 * `/forgot-password`: POST /public/forgot-password. The answer is the same whether or not an
 * account uses the address, so the page says so rather than confirming that one exists.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api("POST", "/public/forgot-password", values);
      setSentTo(values.email);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.email) setError("email", { message: fields.email }, { shouldFocus: true });
      else setFailure(message);
    }
  });
  const onSubmit = useSingleFlight(send);

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
      <form
        onSubmit={onSubmit}
        noValidate
        className="account-form"
        aria-label="Send reset link"
        data-testid="forgot-password-form"
      >
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              {...register("email")}
            />
          )}
        </FormField>
        <FormSubmit
          label="Send reset link"
          busyLabel="Sending…"
          busy={isSubmitting}
          failure={failure}
        />
        <p className="account-form__aside">
          Remembered it? <Link href="/login">Sign in</Link>
        </p>
      </form>
    </>
  );
}
