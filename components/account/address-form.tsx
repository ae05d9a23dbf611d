"use client";

import "@/app/account.css";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import { FormSubmit } from "@/components/content/form-submit";
import type { AddressView } from "@/lib/customers/views";
import { savedAddressSchema, type SavedAddressInput } from "@/lib/customers/schemas";
import { api, call } from "@/lib/http/api-client";
import { NameFields } from "@/components/content/name-fields";
import { useSubmitForm } from "@/components/content/use-submit-form";
import { blankAddress as blankCheckoutAddress } from "@/components/checkout/registration-values";
import { MaskedInput } from "@/components/forms/masked-input";
import { StateOptions } from "@/components/forms/state-options";
import { ZIP_MASK } from "@/lib/forms/masks";

export type { AddressView };
export type StateOption = { code: string; name: string };

const FIELDS = [
  "first_name",
  "last_name",
  "line1",
  "line2",
  "city",
  "state",
  "postal_code",
  "kind",
] as const;

const blankAddress = (): SavedAddressInput => ({
  ...blankCheckoutAddress,
  kind: "shipping",
  is_default: false,
});

const valuesOf = (address: AddressView): SavedAddressInput => ({
  first_name: address.first_name,
  last_name: address.last_name,
  line1: address.line1,
  line2: address.line2 ?? "",
  city: address.city,
  state: address.state ?? "",
  postal_code: address.postal_code,
  country: address.country,
  kind: address.kind,
  is_default: address.is_default,
});

type Props = {
  /** The address being changed; absent for a new one. */
  address?: AddressView;
  states: StateOption[];
  onSaved: (address: AddressView) => void;
  onCancel: () => void;
};

/** Add or change a saved address: POST /customer/addresses or PUT /customer/addresses/{id}. */
export function AddressForm({ address, states, onSaved, onCancel }: Props) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(savedAddressSchema),
    defaultValues: address ? valuesOf(address) : blankAddress(),
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, status, field } = useSubmitForm(
    form,
    async (values) => {
      const saved = address
        ? await call(() =>
            api.PUT("/api/external/customer/addresses/{id}", {
              params: { path: { id: address.id } },
              body: values,
            }),
          )
        : await call(() => api.POST("/api/external/customer/addresses", { body: values }));
      onSaved(saved);
    },
    { fields: FIELDS },
  );
  const title = address ? "Change address" : "New address";

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="account-form account-address-form"
      aria-label={title}
      data-testid="address-form"
    >
      <h3>{title}</h3>
      <NameFields idBase={id} first={field("first_name")} last={field("last_name")} />
      <FormField id={`${id}-line1`} label="Street address" error={errors.line1?.message}>
        {(a) => <input {...a} autoComplete="address-line1" {...register("line1")} />}
      </FormField>
      <FormField id={`${id}-line2`} label="Apartment, suite" optional error={errors.line2?.message}>
        {(a) => <input {...a} autoComplete="address-line2" {...register("line2")} />}
      </FormField>
      <div className="account-form__row account-form__row--three">
        <FormField id={`${id}-city`} label="City" error={errors.city?.message}>
          {(a) => <input {...a} autoComplete="address-level2" {...register("city")} />}
        </FormField>
        <FormField id={`${id}-state`} label="State" error={errors.state?.message}>
          {(a) => (
            <select {...a} autoComplete="address-level1" {...register("state")}>
              <StateOptions states={states} />
            </select>
          )}
        </FormField>
        <FormField id={`${id}-zip`} label="ZIP code" error={errors.postal_code?.message}>
          {(a) => (
            <MaskedInput
              {...a}
              mask={ZIP_MASK}
              inputMode="numeric"
              autoComplete="postal-code"
              {...register("postal_code")}
            />
          )}
        </FormField>
      </div>
      <fieldset className="account-form__choice">
        <legend>Use it for</legend>
        <label className="account-form__check">
          <input type="radio" value="shipping" {...register("kind")} /> Shipping
        </label>
        <label className="account-form__check">
          <input type="radio" value="billing" {...register("kind")} /> Billing
        </label>
      </fieldset>
      <label className="account-form__check">
        <input type="checkbox" {...register("is_default")} /> Make this my default address
      </label>
      <div className="account-form__actions">
        <FormSubmit label="Save address" busyLabel="Saving…" {...status} />
        <button type="button" className="button" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
