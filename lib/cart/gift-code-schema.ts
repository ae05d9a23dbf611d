import { z } from "zod";
import { oneLine, usStateCode, zipCode } from "../validation/text";

/** No line breaks in anything that may end up in an e-mail header or a postal label. */

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep ${label} under ${max} characters.`)
    .refine((v) => !/[\r\n]/.test(v), `Please keep ${label} on one line.`)
    .optional()
    .transform((v) => v || undefined);

const postalAddressSchema = z.object({
  name: oneLine("the recipient's name", 80),
  line1: oneLine("the street address", 120),
  line2: optionalLine("the second address line", 120),
  city: oneLine("the city", 80),
  state: usStateCode,
  postal_code: zipCode,
  country: z.literal("US", { error: "Gift cards are posted within the United States only." }),
});

/**
 * A gift card to buy (spec 3: amount, optional address). Shared by the form and the API, so the
 * shopper sees the same messages the server would send.
 */
export const giftCodeInputSchema = z
  .object({
    amount: z
      .number({ error: "Please choose an amount." })
      .int("Please choose an amount.")
      .positive("Please choose an amount."),
    delivery: z.enum(["email", "post"], { error: "Please choose e-mail or post." }),
    recipient_name: oneLine("the recipient's name", 80),
    recipient_email: z
      .email({ error: "Please enter the recipient's e-mail address." })
      .max(254)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    sender_name: optionalLine("your name", 80),
    message: z
      .string()
      .trim()
      .max(300, "Please keep the message under 300 characters.")
      .optional()
      .transform((v) => v || undefined),
    address: postalAddressSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.delivery === "email" && !value.recipient_email) {
      ctx.addIssue({
        code: "custom",
        path: ["recipient_email"],
        message: "Please enter the recipient's e-mail address.",
      });
    }
    if (value.delivery === "post" && !value.address) {
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: "Please enter the address the card should be posted to.",
      });
    }
  });

export type GiftCodeInput = z.output<typeof giftCodeInputSchema>;
