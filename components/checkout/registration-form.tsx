"use client";

import "@/app/checkout.css";
import { FormSubmit } from "@/components/content/form-submit";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { NameFields } from "@/components/content/name-fields";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { api, call } from "@/lib/http/api-client";
import { AddressFields } from "./address-fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import {
  blankBillingAddress,
  registrationDefaults,
  type RegistrationValues,
} from "./registration-values";
import { MaskedInput } from "@/components/forms/masked-input";
import { PHONE_MASK } from "@/lib/forms/masks";

type Props = {
  cartId: string;
  states: { code: string; name: string }[];
  /** Where the shopper goes next: the confirmation page, or the kiosk's invoice page. */
  next?: string;
  /** A signed-in customer's name and e-mail, filled in for them. */
  prefill?: Pick<RegistrationValues, "email" | "first_name" | "last_name">;
};

const API_PREFIX = "customerDetails.";
const resolver = lazyResolver(() =>
  import("./registration-schema").then((rules) => rules.registrationResolver),
);

/** Spec 2 /checkout/registration: a guest's details, then on to the confirmation page. */
export function RegistrationForm({
  cartId,
  states,
  next = "/checkout/confirmation",
  prefill,
}: Props) {
  const id = useId();
  const router = useRouter();
  const { sections } = useRetailStore();
  // Customer details (spec 6): an associate or stylist enters their client, who must be reachable.
  const forClient = sections.customerDetails;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues: prefill
      ? {
          ...registrationDefaults,
          ...prefill,
          shipping_address: {
            ...registrationDefaults.shipping_address,
            first_name: prefill.first_name,
            last_name: prefill.last_name,
          },
        }
      : registrationDefaults,
  });
  const separate = useWatch({ control, name: "separate_billing" });

  const send = handleSubmit(async (values) => {
    setFailure(null);
    const { separate_billing, billing_address, ...details } = values;
    try {
      const body = {
        order_id: cartId,
        customerDetails: { ...details, billing_address: separate_billing ? billing_address : null },
      };
      await call(() => api.POST("/api/external/customers", { body }));
      router.push(next);
    } catch (error) {
      const { message, fields } = submitFailure(error);
      let placed = false;
      for (const [field, text] of Object.entries(fields)) {
        if (!field.startsWith(API_PREFIX)) continue;
        setError(
          field.slice(API_PREFIX.length) as Path<RegistrationValues>,
          { message: text },
          {
            shouldFocus: !placed,
          },
        );
        placed = true;
      }
      if (!placed) setFailure(message);
    }
  });
  const onSubmit = useSingleFlight(async (event) => {
    // The form's rules load on its first use: a failed load is said like a failed request.
    await send(event).catch((error: unknown) => setFailure(submitFailure(error).message));
  });
  const addressFields = (prefix: "shipping_address" | "billing_address") => (
    <AddressFields
      prefix={prefix}
      idBase={id}
      register={register}
      errors={errors[prefix]}
      states={states}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="checkout-form"
      data-testid="registration-form"
    >
      <fieldset>
        <legend>{forClient ? "Client details" : "Your details"}</legend>
        <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message}>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="email"
              defaultValue={prefill?.email}
              {...register("email")}
            />
          )}
        </FormField>
        <NameFields
          idBase={id}
          rowClassName="field-row"
          first={{
            registration: register("first_name"),
            error: errors.first_name?.message,
            defaultValue: prefill?.first_name,
          }}
          last={{
            registration: register("last_name"),
            error: errors.last_name?.message,
            defaultValue: prefill?.last_name,
          }}
        />
        <FormField
          id={`${id}-phone`}
          label="Phone"
          optional={!forClient}
          hint={
            forClient
              ? "So the atelier can reach your client about the bag."
              : "Only if we need to ask about your order."
          }
          error={errors.phone?.message}
        >
          {(a) => (
            <MaskedInput
              {...a}
              mask={PHONE_MASK}
              type="tel"
              autoComplete="tel"
              aria-required={forClient || undefined}
              {...register("phone")}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        {addressFields("shipping_address")}
      </fieldset>
      {sections.billingAddress && (
        <fieldset>
          <legend>Billing address</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              {...register("separate_billing", {
                onChange: (event: { target: { checked: boolean } }) =>
                  setValue(
                    "billing_address",
                    event.target.checked ? blankBillingAddress() : undefined,
                  ),
              })}
            />{" "}
            Bill to a different address
          </label>
          {separate && addressFields("billing_address")}
        </fieldset>
      )}
      <FormSubmit
        label="Continue to payment"
        busyLabel="Saving…"
        busy={isSubmitting}
        failure={failure}
      />
    </form>
  );
}
