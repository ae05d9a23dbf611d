"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import useSWR from "swr";
import { FormField } from "@/components/content/form-field";
import { api, call } from "@/lib/http/api-client";
import type { GiftCardFormValues } from "./gift-card-schema";
import { MaskedInput } from "@/components/forms/masked-input";
import { ZIP_MASK } from "@/lib/forms/masks";

type GeoState = { id: string; code: string; name: string };

/** The postal address of a posted card (US only, as the API accepts). */
const usStates = () =>
  call(() => api.GET("/api/external/geo-states", { params: { query: { country: "US" } } }));

export function GiftCardAddress({
  id,
  register,
  errors,
}: {
  id: string;
  register: UseFormRegister<GiftCardFormValues>;
  errors: FieldErrors<GiftCardFormValues>["address"];
}) {
  const { data: states, error } = useSWR<GeoState[]>("/geo-states?country=US", usStates, {
    revalidateOnFocus: false,
  });
  return (
    <fieldset className="gift-card-form__address" data-testid="gift-card-address">
      <legend>Post it to</legend>
      <FormField id={`${id}-line1`} label="Street address" error={errors?.line1?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="address-line1"
            maxLength={120}
            {...register("address.line1")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-line2`}
        label="Apartment, suite"
        optional
        error={errors?.line2?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="address-line2"
            maxLength={120}
            {...register("address.line2")}
          />
        )}
      </FormField>
      <FormField id={`${id}-city`} label="City" error={errors?.city?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="address-level2"
            maxLength={80}
            {...register("address.city")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-state`}
        label="State"
        hint={error ? "We could not load the list of states; type the two-letter code." : undefined}
        error={errors?.state?.message}
      >
        {(a11y) =>
          // The list comes from the API; if it cannot be had, the code can still be typed.
          error ? (
            <input
              {...a11y}
              type="text"
              autoComplete="address-level1"
              maxLength={2}
              {...register("address.state")}
            />
          ) : (
            <select {...a11y} autoComplete="address-level1" {...register("address.state")}>
              <option value="">{states ? "Choose a state" : "Loading states…"}</option>
              {states?.map((state) => (
                <option key={state.id} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )
        }
      </FormField>
      <FormField id={`${id}-zip`} label="ZIP code" error={errors?.postal_code?.message}>
        {(a11y) => (
          <MaskedInput
            {...a11y}
            mask={ZIP_MASK}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            {...register("address.postal_code")}
          />
        )}
      </FormField>
      <p className="field__hint">Gift cards are posted within the United States only.</p>
    </fieldset>
  );
}
