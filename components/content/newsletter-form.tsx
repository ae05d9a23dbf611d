"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { newsletterSignupBody } from "@/lib/api/operations/marketing";
import { api, call } from "@/lib/http/api-client";
import { submitFailure } from "./form-errors";
import { FormField } from "./form-field";
import { useSingleFlight } from "./use-single-flight";
import { FormSubmit } from "./form-submit";

/** The sign-up form on /newsletter: POST /public/signup-to-newsletter {email}. */
export function NewsletterForm() {
  const id = useId();
  const titleId = `${id}-title`;
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newsletterSignupBody), defaultValues: { email: "" } });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    setSubscribed(null);
    try {
      await call(() => api.POST("/api/external/public/signup-to-newsletter", { body: values }));
      setSubscribed(values.email);
      reset();
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.email) setError("email", { message: fields.email }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  const onSubmit = useSingleFlight(send);

  return (
    <div className="content-form">
      <h2 id={titleId}>Sign up for letters from the studio</h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} data-testid="newsletter-form">
        <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        <FormSubmit label="Sign up" busyLabel="Signing up…" busy={isSubmitting} failure={failure} />
      </form>
      <div className="content-form__status" role="status" aria-live="polite">
        {subscribed && (
          <p className="content-form__success">
            Thank you. Our next letter from the studio will go to {subscribed}.
          </p>
        )}
      </div>
    </div>
  );
}
