import { z } from "zod";

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`)
    .refine((v) => !/[\r\n]/.test(v), `Please keep ${label} on one line.`);

export const checkoutAddressSchema = z.object({
  first_name: line("the first name", 60),
  last_name: line("the last name", 60),
  line1: line("the street address", 120),
  line2: z
    .string()
    .trim()
    .max(120, "Please keep the second address line under 120 characters.")
    .optional()
    .transform((v) => v || undefined),
  city: line("the city", 80),
  state: z
    .string({ error: "Please choose a state." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Please choose a state."),
  postal_code: z
    .string({ error: "Please enter a ZIP code." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code."),
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
  first_name: line("your first name", 60),
  last_name: line("your last name", 60),
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
