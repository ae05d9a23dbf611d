import { z } from "zod";
import { checkoutAddressSchema, customerDetailsSchema } from "@/lib/customers/details-schema";

/** The form adds one switch to the API's customerDetails: bill somewhere else or not. */
export const registrationFormSchema = customerDetailsSchema
  .omit({ billing_address: true })
  .extend({
    separate_billing: z.boolean(),
    billing_address: checkoutAddressSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.separate_billing && !value.billing_address) {
      ctx.addIssue({
        code: "custom",
        path: ["billing_address"],
        message: "Please enter the billing address.",
      });
    }
  });

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
