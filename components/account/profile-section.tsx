"use client";

import "@/app/account.css";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { FormSubmit } from "@/components/content/form-submit";
import type { ProfileInput } from "@/lib/customers/schemas";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { api, call } from "@/lib/http/api-client";
import { announceCustomerChange, CUSTOMER_KEY, type AccountCustomer } from "./customer-session";
import { EmailField } from "./email-field";
import { NameFields } from "@/components/content/name-fields";
import { NewPasswordField } from "./new-password-field";
import { PasswordField } from "./password-field";
import { useSubmitForm } from "@/components/content/use-submit-form";

type Details = Pick<AccountCustomer, "first_name" | "last_name" | "email">;

const DETAIL_FIELDS = ["first_name", "last_name", "email", "current_password"] as const;
const PASSWORD_FIELDS = ["current_password", "password"] as const;
// Both forms check with the profile's rules, loaded on first use (issue 27).
const resolver = lazyResolver(() =>
  import("./profile-rules").then((rules) => rules.profileResolver),
);

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
    const answer = await call(() =>
      api.PUT("/api/external/customer/customers/{id}", {
        params: { path: { id: customer.id } },
        body,
      }),
    );
    setSaved({ first_name: answer.first_name, last_name: answer.last_name, email: answer.email });
    await mutate(CUSTOMER_KEY, answer, { revalidate: false });
    announceCustomerChange();
    return answer;
  };
  return (
    <>
      <HydrateApart>
        <DetailsForm saved={saved} update={update} />
      </HydrateApart>
      <HydrateApart>
        <PasswordForm saved={saved} update={update} />
      </HydrateApart>
    </>
  );
}

type Answer = AccountCustomer & { pending_email: string | null };
type FormProps = { saved: Details; update: (body: ProfileInput) => Promise<Answer> };

/**
 * Name and e-mail. A new e-mail asks for the current password, and changes nothing until the link
 * mailed to the new address is opened; the form says so.
 */
function DetailsForm({ saved, update }: FormProps) {
  const id = useId();
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({
    resolver,
    defaultValues: { ...saved, current_password: "" },
  });
  const { isDirty } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: "email" });
  const changingEmail = typedEmail.trim().toLowerCase() !== saved.email;
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      setDone(false);
      const answer = await update({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        ...(changingEmail ? { current_password: values.current_password } : {}),
      });
      form.reset({
        first_name: answer.first_name,
        last_name: answer.last_name,
        email: answer.email,
        current_password: "",
      });
      setPending(answer.pending_email);
      setDone(true);
    },
    { fields: DETAIL_FIELDS },
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your details</h2>
      <form
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        noValidate
        className="account-form"
        data-testid="profile-form"
      >
        <NameFields
          idBase={id}
          first={{ ...field("first_name"), defaultValue: saved.first_name }}
          last={{ ...field("last_name"), defaultValue: saved.last_name }}
        />
        <EmailField id={`${id}-email`} {...field("email")} defaultValue={saved.email} />
        {changingEmail && (
          <PasswordField
            id={`${id}-email-password`}
            label="Current password, to change your e-mail"
            autoComplete="current-password"
            {...field("current_password")}
          />
        )}
        <FormSubmit label="Save" busyLabel="Saving…" {...status} />
        <p className="account-form__status" role="status" aria-live="polite">
          {done && !isDirty
            ? pending
              ? `Your details are saved. We sent a link to ${pending}: your e-mail changes when you open it. Until then you sign in with ${saved.email}.`
              : "Your details are saved."
            : ""}
        </p>
      </form>
    </section>
  );
}

const NO_PASSWORDS = { current_password: "", password: "" };

function PasswordForm({ saved, update }: FormProps) {
  const id = useId();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver,
    values: { ...saved, ...NO_PASSWORDS },
    resetOptions: { keepDirtyValues: true },
  });
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      setDone(false);
      if (!values.password) {
        form.setError(
          "password",
          { message: "Please choose a new password." },
          { shouldFocus: true },
        );
        return;
      }
      await update({
        ...saved,
        current_password: values.current_password,
        password: values.password,
      });
      form.reset({ ...saved, ...NO_PASSWORDS });
      setDone(true);
    },
    { fields: PASSWORD_FIELDS },
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Password</h2>
      <form
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        noValidate
        className="account-form"
        data-testid="password-form"
      >
        {/* For password managers: the account these passwords belong to. */}
        <input type="hidden" autoComplete="username" value={saved.email} readOnly />
        <PasswordField
          id={`${id}-current`}
          label="Current password"
          autoComplete="current-password"
          {...field("current_password")}
        />
        <NewPasswordField
          id={`${id}-new`}
          label="New password"
          control={form.control}
          {...field("password")}
        />
        <FormSubmit label="Change password" busyLabel="Changing…" {...status} />
        <p className="account-form__status" role="status" aria-live="polite">
          {done ? "Your password is changed. Other devices will need to sign in again." : ""}
        </p>
      </form>
    </section>
  );
}
