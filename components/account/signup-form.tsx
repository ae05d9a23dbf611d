"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { signupSchema, type SignupInput } from "@/lib/customers/schemas";
import { api } from "@/lib/http/client";
import type { AccountCustomer } from "./customer-session";
import { placeFieldErrors } from "./field-errors";
import { PasswordField } from "./password-field";
import { useAfterSignIn } from "./use-after-sign-in";

const FIELDS = ["first_name", "last_name", "email", "password"] as const;
const EMPTY: SignupInput = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  newsletter: false,
};

/** `/signup`: POST /customers/signup with the store's id (spec 7), then on as after sign-in. */
export function SignupForm({ next }: { next: string | null }) {
  const id = useId();
  const { store } = useRetailStore();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signupSchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: "password" }) ?? "";

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { customer } = await api<{ customer: AccountCustomer }>("POST", "/customers/signup", {
        ...values,
        retailer_store_id: store.id,
      });
      await afterSignIn(customer, next);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (!placeFieldErrors(fields, FIELDS, setError)) setFailure(message);
      else setFailure("Please check the fields marked below.");
    }
  });
  const onSubmit = useSingleFlight(send);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="account-form"
      aria-label="Create account"
      data-testid="signup-form"
    >
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
      <PasswordField
        id={`${id}-password`}
        label="Password"
        autoComplete="new-password"
        registration={register("password")}
        error={errors.password?.message}
        strengthOf={password}
      />
      <label className="account-form__check">
        <input type="checkbox" {...register("newsletter")} /> Send me letters from the studio: new
        bags, limited editions and events.
      </label>
      <FormSubmit
        label="Create account"
        busyLabel="Creating your account…"
        busy={isSubmitting}
        failure={failure}
      />
      <p className="account-form__aside">
        Already have an account?{" "}
        <Link href={next ? `/login?${new URLSearchParams({ next })}` : "/login"}>Sign in</Link>
      </p>
    </form>
  );
}
