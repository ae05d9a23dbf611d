"use client";

import "@/app/checkout.css";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import type { RegistrationValues } from "./registration-values";
import { MaskedInput } from "@/components/forms/masked-input";
import { StateOptions } from "@/components/forms/state-options";
import { ZIP_MASK } from "@/lib/forms/masks";

type Prefix = "shipping_address" | "billing_address";
type Props = {
  prefix: Prefix;
  idBase: string;
  register: UseFormRegister<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>[Prefix];
  states: { code: string; name: string }[];
};

/** One postal address; the same fields for shipping and billing. */
export function AddressFields({ prefix, idBase, register, errors, states }: Props) {
  const id = (name: string) => `${idBase}-${prefix}-${name}`;
  return (
    <div className="address-fields">
      <div className="field-row">
        <FormField id={id("first")} label="First name" error={errors?.first_name?.message}>
          {(a) => (
            <input
              {...a}
              autoComplete={`${section(prefix)} given-name`}
              {...register(`${prefix}.first_name`)}
            />
          )}
        </FormField>
        <FormField id={id("last")} label="Last name" error={errors?.last_name?.message}>
          {(a) => (
            <input
              {...a}
              autoComplete={`${section(prefix)} family-name`}
              {...register(`${prefix}.last_name`)}
            />
          )}
        </FormField>
      </div>
      <FormField id={id("line1")} label="Street address" error={errors?.line1?.message}>
        {(a) => (
          <input
            {...a}
            autoComplete={`${section(prefix)} address-line1`}
            {...register(`${prefix}.line1`)}
          />
        )}
      </FormField>
      <FormField id={id("line2")} label="Apartment, suite" optional error={errors?.line2?.message}>
        {(a) => (
          <input
            {...a}
            autoComplete={`${section(prefix)} address-line2`}
            {...register(`${prefix}.line2`)}
          />
        )}
      </FormField>
      <div className="field-row">
        <FormField id={id("city")} label="City" error={errors?.city?.message}>
          {(a) => (
            <input
              {...a}
              autoComplete={`${section(prefix)} address-level2`}
              {...register(`${prefix}.city`)}
            />
          )}
        </FormField>
        <FormField id={id("state")} label="State" error={errors?.state?.message}>
          {(a) => (
            <select
              {...a}
              autoComplete={`${section(prefix)} address-level1`}
              {...register(`${prefix}.state`)}
            >
              <StateOptions states={states} />
            </select>
          )}
        </FormField>
        <FormField id={id("zip")} label="ZIP code" error={errors?.postal_code?.message}>
          {(a) => (
            <MaskedInput
              {...a}
              mask={ZIP_MASK}
              inputMode="numeric"
              autoComplete={`${section(prefix)} postal-code`}
              {...register(`${prefix}.postal_code`)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}

const section = (prefix: Prefix) => (prefix === "shipping_address" ? "shipping" : "billing");
