"use client";

import "@/app/account.css";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import { FormFailure } from "@/components/content/form-failure";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";

type Values = { email: string; kind: "export" | "erase" };

/**
 * Issue 37: a guest (an order placed without an account) asks for their data or its erasure by
 * e-mail. The answer is the same for every address; the mailed link confirms the request.
 */
export function GuestPrivacyForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { email: "", kind: "export" } });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await call(() => api.POST("/api/external/public/privacy-requests", { body: values }));
      setSent(true);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.email) form.setError("email", { message: fields.email });
      else setFailure(message);
    }
  };

  if (sent) {
    return (
      <p className="account-notice" role="status" data-testid="guest-privacy-sent">
        Thank you. If we hold data under this address, the link we have sent there confirms your
        request; it works once, within 24 hours.
      </p>
    );
  }
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <FormField
        id={`${id}-email`}
        label="E-mail address"
        error={form.formState.errors.email?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            required
            {...form.register("email", { required: "Please enter your e-mail address." })}
          />
        )}
      </FormField>
      <fieldset className="account-form__choice">
        <legend>What would you like?</legend>
        <label className="account-form__check">
          <input type="radio" value="export" {...form.register("kind")} /> A copy of my data
        </label>
        <label className="account-form__check">
          <input type="radio" value="erase" {...form.register("kind")} /> Erase my data
        </label>
      </fieldset>
      <p className="account-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={form.formState.isSubmitting}
          data-testid="guest-privacy-submit"
        >
          {form.formState.isSubmitting ? "Sending…" : "Send me the link"}
        </button>
      </p>
      <FormFailure message={failure} />
    </form>
  );
}
