"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { associateSignInSchema, type AssociateSignIn } from "@/lib/associates/schema";
import { api, call } from "@/lib/http/api-client";
import { ASSOCIATE_CHANGED_EVENT } from "./associate-events";
import { AccountForm } from "@/components/account/account-form";

type Props = {
  cartId: string;
  /** Who is signed in to the bag now, when the associate is being changed. */
  current: string | null;
  /** Where to go once the associate is signed in. */
  next: string;
};

/**
 * The kiosk asks for the sales associate before the customer's details (issue 11): name and
 * PIN, checked against the bag's store on the server, which binds the associate to the bag.
 */
export function AssociateForm({ cartId, current, next }: Props) {
  const id = useId();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<AssociateSignIn>({
    resolver: zodResolver(associateSignInSchema),
    defaultValues: { user_name: "", pin: "" },
  });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await call(() =>
        api.POST("/api/external/public/validateAssociate", {
          body: { ...values, order_id: cartId },
        }),
      );
      window.dispatchEvent(new Event(ASSOCIATE_CHANGED_EVENT));
      router.replace(next);
      router.refresh();
    } catch (error) {
      const { message, fields } = submitFailure(error);
      resetField("pin");
      if (fields.pin) setError("pin", { message: fields.pin }, { shouldFocus: true });
      else setFailure(message);
    }
  });
  const onSubmit = useSingleFlight(send);

  return (
    <AccountForm
      onSubmit={onSubmit}
      label="Sales associate sign-in"
      testId="associate-form"
      className="account-card account-form"
    >
      <p className="account-card__intro">
        {current
          ? `${current} is serving this bag. Another associate can take over with their PIN.`
          : "Please sign in to this bag with your associate name and PIN before the customer's details."}
      </p>
      <FormField id={`${id}-user`} label="Associate name" error={errors.user_name?.message}>
        {(a) => (
          <input
            {...a}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register("user_name")}
          />
        )}
      </FormField>
      <FormField id={`${id}-pin`} label="PIN" error={errors.pin?.message}>
        {(a) => (
          <input
            {...a}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...register("pin")}
          />
        )}
      </FormField>
      <FormSubmit
        label="Sign in to this bag"
        busyLabel="Checking…"
        busy={isSubmitting}
        failure={failure}
      />
    </AccountForm>
  );
}
