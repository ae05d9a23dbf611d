import { z } from "zod";
import { oneLine, usStateCode, zipCode } from "../validation/text";

export const checkoutAddressSchema = z.object({
  first_name: oneLine("the first name", 60),
  last_name: oneLine("the last name", 60),
  line1: oneLine("the street address", 120),
  line2: z
    .string()
    .trim()
    .max(120, "Please keep the second address line under 120 characters.")
    .optional()
    .transform((v) => v || undefined),
  city: oneLine("the city", 80),
  state: usStateCode,
  postal_code: zipCode,
  country: z
    .string()
    .trim()
    .toUpperCase()
    .default("US")
    .pipe(z.literal("US", { error: "We ship within the United States only." })),
});
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/** Spec 7 POST /customers `customerDetails`: a guest's details for checkout registration. */
export const customerDetailsSchema = z.object({
  email: z
    .email({ error: "Please enter a valid e-mail address." })
    .max(254)
    .transform((v) => v.toLowerCase()),
  first_name: oneLine("your first name", 60),
  last_name: oneLine("your last name", 60),
  phone: z
    .string()
    .trim()
    .regex(/^[+()\d\s.-]{7,20}$/, "Please enter a valid phone number.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  shipping_address: checkoutAddressSchema,
  /** Absent or null: bill to the shipping address. */
  billing_address: checkoutAddressSchema.nullable().optional(),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
