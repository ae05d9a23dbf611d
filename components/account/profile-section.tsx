"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { profileSchema, type ProfileInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";
import { announceCustomerChange, CUSTOMER_KEY, type AccountCustomer } from "./customer-session";
import { placeFieldErrors } from "./field-errors";
import { PasswordField } from "./password-field";

type Details = Pick<AccountCustomer, "first_name" | "last_name" | "email">;

const DETAIL_FIELDS = ["first_name", "last_name", "email"] as const;
const PASSWORD_FIELDS = ["current_password", "password"] as const;

/** Your details and your password: two forms over the one PUT /customer/customers/{id}. */
export function ProfileSection({ customer }: { customer: AccountCustomer }) {
  const { mutate } = useSWRConfig();
  // Both forms send the name and e-mail (the schema needs them); the latest saved ones.
  const [saved, setSaved] = useState<Details>({
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
  });
  const update = async (body: ProfileInput) => {
    const answer = await api<AccountCustomer>("PUT", `/customer/customers/${customer.id}`, body);
    setSaved({ first_name: answer.first_name, last_name: answer.last_name, email: answer.email });
    await mutate(CUSTOMER_KEY, answer, { revalidate: false });
    announceCustomerChange();
    return answer;
  };
  return (
    <>
      <DetailsForm saved={saved} update={update} />
      <PasswordForm saved={saved} update={update} />
    </>
  );
}

type FormProps = { saved: Details; update: (body: ProfileInput) => Promise<AccountCustomer> };

function DetailsForm({ saved, update }: FormProps) {
  const id = useId();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: saved });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    try {
      const answer = await update({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
      });
      reset({ first_name: answer.first_name, last_name: answer.last_name, email: answer.email });
      setDone(true);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (!placeFieldErrors(fields, DETAIL_FIELDS, setError)) setFailure(message);
    }
  });
  const onSubmit = useSingleFlight(send);

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your details</h2>
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid="profile-form">
        <div className="account-form__row">
          <FormField id={`${id}-first`} label="First name" error={errors.first_name?.message}>
            {(a) => <input {...a} autoComplete="given-name" {...register("first_name")} />}
          </FormField>
          <FormField id={`${id}-last`} label="Last name" error={errors.last_name?.message}>
            {(a) => <input {...a} autoComplete="family-name" {...register("last_name")} />}
          </FormField>
        </div>
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
        <FormSubmit label="Save" busyLabel="Saving…" busy={isSubmitting} failure={failure} />
        <p className="account-form__status" role="status" aria-live="polite">
          {done && !isDirty ? "Your details are saved." : ""}
        </p>
      </form>
    </section>
  );
}

const NO_PASSWORDS = { current_password: "", password: "" };

function PasswordForm({ saved, update }: FormProps) {
  const id = useId();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileSchema),
    values: { ...saved, ...NO_PASSWORDS },
    resetOptions: { keepDirtyValues: true },
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  const send = handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    if (!values.password) {
      setError("password", { message: "Please choose a new password." }, { shouldFocus: true });
      return;
    }
    try {
      await update({
        ...saved,
        current_password: values.current_password,
        password: values.password,
      });
      reset({ ...saved, ...NO_PASSWORDS });
      setDone(true);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (!placeFieldErrors(fields, PASSWORD_FIELDS, setError)) setFailure(message);
    }
  });
  const onSubmit = useSingleFlight(send);

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Password</h2>
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid="password-form">
        {/* For password managers: the account these passwords belong to. */}
        <input type="hidden" autoComplete="username" value={saved.email} readOnly />
        <PasswordField
          id={`${id}-current`}
          label="Current password"
          autoComplete="current-password"
          registration={register("current_password")}
          error={errors.current_password?.message}
        />
        <PasswordField
          id={`${id}-new`}
          label="New password"
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password?.message}
          strengthOf={password}
        />
        <FormSubmit
          label="Change password"
          busyLabel="Changing…"
          busy={isSubmitting}
          failure={failure}
        />
        <p className="account-form__status" role="status" aria-live="polite">
          {done ? "Your password is changed. Other devices will need to sign in again." : ""}
        </p>
      </form>
    </section>
  );
}
