import { z } from "zod";
import { CONTROL_MESSAGE, hasControlCharacters } from "./control-chars";

/**
 * A required one-line text field: trimmed, with the shopper-facing messages. No line breaks,
 * because names and addresses end up in e-mail headers and postal labels.
 */
export const oneLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`)
    .refine((v) => !/[\r\n\t]/.test(v), `Please keep ${label} on one line.`)
    .refine((v) => !hasControlCharacters(v), CONTROL_MESSAGE);

/** US state code, upper-cased. */
export const usStateCode = z
  .string({ error: "Please choose a state." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Please choose a state.");

/** A 5-digit ZIP code, optionally ZIP+4. */
export const zipCode = z
  .string({ error: "Please enter a ZIP code." })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code.");
