"use client";

import { useForm } from "react-hook-form";
import { useState } from "react";
import { APPOINTMENT_LIMITS } from "@/lib/appointments/limits";
import type { AppointmentFormValues } from "@/lib/appointments/schema";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { api, call } from "@/lib/http/api-client";
import { FormField } from "./form-field";
import { useSentForm } from "./use-sent-form";
import { FormSubmit } from "./form-submit";
import { MaskedInput } from "@/components/forms/masked-input";
import { PHONE_MASK } from "@/lib/forms/masks";

const EMPTY: AppointmentFormValues = {
  name: "",
  email: "",
  phone: "",
  preferred_at: "",
  message: "",
};
const FIELDS = Object.keys(EMPTY) as (keyof AppointmentFormValues)[];
// zod and the rules load when the form is first used, so the page's own first load stays small
// (issue 36; the links to it no longer prefetch it: ADR 0382).
const resolver = lazyResolver(() =>
  import("./appointment-rules").then((rules) => rules.appointmentResolver),
);

/** The earliest value the time picker offers: the next minute, in the visitor's own zone. */
function localNow(): string {
  const now = new Date(Date.now() + 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The request form on /appointments: POST /public/request-appointment. */
export function AppointmentForm() {
  const [minTime, setMinTime] = useState<string | undefined>(undefined);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const { id, titleId, sent, failure, onSubmit } = useSentForm(form, {
    fields: FIELDS,
    send: async (values) => {
      const body = { ...values, preferred_at: values.preferred_at?.toISOString() };
      await call(() => api.POST("/api/external/public/request-appointment", { body }));
      return values.name;
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  return (
    <div className="content-form">
      <h2 id={titleId}>Request an appointment</h2>
      <form
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        noValidate
        aria-labelledby={titleId}
        data-testid="appointment-form"
      >
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              maxLength={APPOINTMENT_LIMITS.name}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" optional error={errors.phone?.message}>
          {(a11y) => (
            <MaskedInput
              {...a11y}
              mask={PHONE_MASK}
              type="tel"
              autoComplete="tel"
              maxLength={APPOINTMENT_LIMITS.phone}
              {...register("phone")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-time`}
          label="Preferred date and time"
          optional
          hint="Your local time. We will confirm or suggest another time within one business day."
          error={errors.preferred_at?.message}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="datetime-local"
              min={minTime}
              // Set on focus, not render: the server-rendered page may be hours old.
              onFocus={() => setMinTime(localNow())}
              {...register("preferred_at")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-message`}
          label="Message"
          optional
          hint="Which location you prefer (the studio, Bramwell's Manhattan or Westchester) and what you have in mind."
          error={errors.message?.message}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={5}
              maxLength={APPOINTMENT_LIMITS.message}
              {...register("message")}
            />
          )}
        </FormField>
        <FormSubmit
          label="Request appointment"
          busyLabel="Sending…"
          busy={isSubmitting}
          failure={failure}
        />
      </form>
      <div className="content-form__status" role="status" aria-live="polite">
        {sent && (
          <p className="content-form__success">
            Thank you, {sent}. We have your request and will confirm a time within one business day.
          </p>
        )}
      </div>
    </div>
  );
}
