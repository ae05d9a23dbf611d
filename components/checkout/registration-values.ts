import type { z } from "zod";
import type { registrationFormSchema } from "./registration-schema";

/** The details form's values; its rules load with the form's first use (registration-schema.ts). */
export type RegistrationValues = z.input<typeof registrationFormSchema>;

/** An empty US address for the address forms (checkout and the account's address book). */
export const blankAddress = {
  first_name: "",
  last_name: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postal_code: "",
  country: "US",
} as const;

export const registrationDefaults: RegistrationValues = {
  email: "",
  first_name: "",
  last_name: "",
  phone: "",
  shipping_address: { ...blankAddress },
  separate_billing: false,
  billing_address: undefined,
};

export const blankBillingAddress = () => ({ ...blankAddress });
