import { zodResolver } from "@hookform/resolvers/zod";
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

/** Loaded when the form is first used (components/forms/lazy-resolver.ts), not with the page. */
export const registrationResolver = zodResolver(registrationFormSchema);
