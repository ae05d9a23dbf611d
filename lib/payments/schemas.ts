import { z } from "zod";
import { cardDigits, cardNumberValid, cvcLength, expiryPassed } from "./card-number";

/**
 * Request bodies of the payment endpoints: one schema each, shared by the route (through its
 * operation), the OpenAPI document and the browser forms. Pure: no server-only imports.
 */

export const CARD_NUMBER_MESSAGE = "Please enter a valid card number.";
const MONTH_MESSAGE = "Please enter a valid expiry month.";
const YEAR_MESSAGE = "Please enter a valid expiry year.";
export const EXPIRY_PASSED_MESSAGE = "Your card's expiry date has passed.";
const CVC_MESSAGE = "Please enter the card's security code.";

/** A JSON number, or digits in a string (forms send text). */
const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).int(message));

export const cardTokenBody = z
  .object({
    number: z
      .string({ error: CARD_NUMBER_MESSAGE })
      .max(40, CARD_NUMBER_MESSAGE)
      .transform(cardDigits)
      .refine(cardNumberValid, CARD_NUMBER_MESSAGE),
    exp_month: wholeNumber(MONTH_MESSAGE).pipe(
      z.number().min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE),
    ),
    // Two-digit years are this century's, as printed on cards.
    exp_year: wholeNumber(YEAR_MESSAGE)
      .transform((year) => (year < 100 ? 2000 + year : year))
      .pipe(z.number().min(2000, YEAR_MESSAGE).max(2100, YEAR_MESSAGE)),
    cvc: z
      .string({ error: CVC_MESSAGE })
      .trim()
      .regex(/^\d{3,4}$/, CVC_MESSAGE),
  })
  .superRefine((card, ctx) => {
    if (card.cvc.length !== cvcLength(card.number)) {
      ctx.addIssue({ code: "custom", path: ["cvc"], message: CVC_MESSAGE });
    }
    const now = new Date();
    if (expiryPassed(card.exp_month, card.exp_year, now)) {
      // Point at the part that is wrong: a past year, or this year's earlier month.
      const path = card.exp_year < now.getUTCFullYear() ? "exp_year" : "exp_month";
      ctx.addIssue({ code: "custom", path: [path], message: EXPIRY_PASSED_MESSAGE });
    }
  });
export type CardTokenBody = z.output<typeof cardTokenBody>;

export const cardTokenResponse = z.object({
  token: z.string(),
  brand: z.enum(["visa", "mastercard", "amex", "discover", "diners", "jcb", "unknown"]),
  last4: z.string(),
  expires_at: z.iso.datetime(),
});

/** The order (cart) being paid for; its total is computed on the server. */
export const orderRefBody = z.object({
  order_id: z.uuid({ error: "Please send the order id." }).transform((v) => v.toLowerCase()),
});
