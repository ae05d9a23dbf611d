"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";
import { PasswordField } from "./password-field";

/**
 * `/reset-password/{token}/{email}`: a new password for the mailed link (POST
 * /public/reset-password). Every other sign-in ends, so the shopper signs in afresh.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults: ResetPasswordInput = { token, email, password: "" };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: defaults });
  const password = useWatch({ control, name: "password" }) ?? "";
  // The token and e-mail come from the link; their errors mean the link itself is bad.
  const linkProblem = errors.token?.message ?? errors.email?.message;

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api("POST", "/public/reset-password", values);
      router.replace("/login?reset=1");
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.password)
        setError("password", { message: fields.password }, { shouldFocus: true });
      else setFailure(fields.token ?? fields.email ?? message);
    }
  });
  const onSubmit = useSingleFlight(send);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="account-form"
      aria-label="Choose a new password"
      data-testid="reset-password-form"
    >
      <p className="account-form__for">
        For <strong>{email}</strong>
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <PasswordField
        id={`${id}-password`}
        label="New password"
        autoComplete="new-password"
        registration={register("password")}
        error={errors.password?.message}
        strengthOf={password}
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
    </form>
  );
}
