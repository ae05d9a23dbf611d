"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormSubmit } from "@/components/content/form-submit";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { signupSchema, type SignupInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { EmailField } from "./email-field";
import { NameFields } from "@/components/content/name-fields";
import { NewPasswordField } from "./new-password-field";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { AccountForm } from "./account-form";

const FIELDS = ["first_name", "last_name", "email", "password"] as const;
const EMPTY: SignupInput = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  newsletter: false,
};

/**
 * `/signup`: POST /customers/signup with the store's id (spec 7). The account is made from the
 * link mailed to the address, so the form ends by saying where to look; the answer is the same
 * whether or not the address already has an account.
 */
export function SignupForm({ next }: { next: string | null }) {
  const id = useId();
  const { store } = useRetailStore();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signupSchema), defaultValues: EMPTY });
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      const body = { ...values, retailer_store_id: store.id };
      const answer = await call(() => api.POST("/api/external/customers/signup", { body }));
      setSentTo(answer.email);
    },
    {
      fields: FIELDS,
      failureOf: ({ message }, placed) =>
        placed ? "Please check the fields marked below." : message,
    },
  );

  if (sentTo) {
    return (
      <div className="account-notice" role="status" data-testid="signup-sent">
        <p>
          Please check your inbox: we sent a link to <strong>{sentTo}</strong>. Open it to finish
          creating your account. It works for 24 hours.
        </p>
        <p className="account-form__aside">
          Nothing there after a few minutes? Look in your spam folder, or{" "}
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            try again
          </button>
          .
        </p>
      </div>
    );
  }
  return (
    <AccountForm onSubmit={onSubmit} label="Create account" testId="signup-form">
      <NameFields idBase={id} first={field("first_name")} last={field("last_name")} />
      <EmailField id={`${id}-email`} {...field("email")} />
      <NewPasswordField
        id={`${id}-password`}
        label="Password"
        control={form.control}
        {...field("password")}
      />
      <label className="account-form__check">
        <input type="checkbox" {...form.register("newsletter")} /> Send me letters from the studio:
        new bags, limited editions and events.
      </label>
      <FormSubmit label="Create account" busyLabel="Creating your account…" {...status} />
      <p className="account-form__aside">
        Already have an account?{" "}
        <Link href={next ? `/login?${new URLSearchParams({ next })}` : "/login"}>Sign in</Link>
      </p>
    </AccountForm>
  );
}
