"use client";

import { useForm } from "react-hook-form";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { api, call } from "@/lib/http/api-client";
import { FormField } from "./form-field";
import { FormSubmit } from "./form-submit";
import { useSentForm } from "./use-sent-form";

const resolver = lazyResolver(() =>
  import("./newsletter-rules").then((rules) => rules.newsletterResolver),
);

/**
 * The sign-up form on /newsletter: POST /public/signup-to-newsletter {email}. The answer is the
 * same for every address (double opt-in), so the thanks says what happens next, not what was.
 */
export function NewsletterForm() {
  const form = useForm({
    resolver,
    defaultValues: { email: "" },
  });
  const { id, titleId, sent, failure, onSubmit } = useSentForm(form, {
    fields: ["email"],
    send: async (body) => {
      await call(() => api.POST("/api/external/public/signup-to-newsletter", { body }));
      return body.email;
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <div className="content-form">
      <h2 id={titleId}>Sign up for letters from the studio</h2>
      <form
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        noValidate
        aria-labelledby={titleId}
        data-testid="newsletter-form"
      >
        <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message}>
          {(a11y) => (
            <input {...a11y} type="email" autoComplete="email" {...form.register("email")} />
          )}
        </FormField>
        <FormSubmit label="Sign up" busyLabel="Signing up…" busy={isSubmitting} failure={failure} />
      </form>
      <div className="content-form__status" role="status" aria-live="polite">
        {sent && (
          <p className="content-form__success">
            Thank you. Please check {sent}: we have sent a link to confirm your subscription, and
            our letters start once you open it. Already subscribed? Then nothing changes.
          </p>
        )}
      </div>
    </div>
  );
}
