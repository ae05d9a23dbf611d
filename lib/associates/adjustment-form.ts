import { z } from "zod";

/** Why an associate adjusts a kiosk bag (issue 11); the label stored on the adjustment. */
export const ADJUSTMENT_REASONS = {
  goodwill: "Goodwill",
  price_match: "Price match",
  repair_credit: "Repair credit",
  other: "Other",
} as const;
export type AdjustmentReason = keyof typeof ADJUSTMENT_REASONS;

/** Dollars as typed ("25", "25.5", "25.50") to cents, without floating point. */
export function dollarsToCents(value: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents;
}

/** The associate's form: a reason, a note for "other", and the discount in dollars. */
export const adjustmentFormSchema = z
  .object({
    reason: z.enum(Object.keys(ADJUSTMENT_REASONS) as [AdjustmentReason, ...AdjustmentReason[]], {
      error: "Please choose a reason.",
    }),
    note: z.string().trim().max(60, "Please keep the note under 60 characters."),
    amount: z
      .string()
      .refine(
        (v) => (dollarsToCents(v) ?? 0) > 0,
        "Please enter the discount in dollars, e.g. 25.00.",
      ),
  })
  .refine((v) => v.reason !== "other" || v.note.length > 0, {
    path: ["note"],
    message: "Please say what the adjustment is for.",
  });
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;

/** The adjustment as the API takes it: a label and a negative amount (a discount). */
export function adjustmentPayload(values: z.output<typeof adjustmentFormSchema>) {
  const reason = ADJUSTMENT_REASONS[values.reason];
  return {
    label: values.note ? `${reason}: ${values.note}` : reason,
    amount: -(dollarsToCents(values.amount) ?? 0),
  };
}
