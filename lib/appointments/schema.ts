import { z } from "zod";
import { APPOINTMENT_LIMITS } from "./limits";

/**
 * POST /public/request-appointment (spec 7): one schema for the handler, the OpenAPI document and
 * the form on /appointments. Pure (zod only), so the browser validates with exactly the rules the
 * server applies.
 */
const APPOINTMENT_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter a valid e-mail address.",
  preferredAt: "Please choose a time in the future.",
  preferredAtFormat: "Please choose a valid date and time.",
  phone: "Please enter a valid phone number.",
} as const;

/** Blank optional fields count as not given, so a client may send "", null or nothing alike. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || undefined);

/** An ISO 8601 date-time with its zone (what Date.toISOString() writes), in the future. */
const preferredAtSchema = z.iso
  .datetime({ offset: true, error: APPOINTMENT_MESSAGES.preferredAtFormat })
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() > Date.now(), APPOINTMENT_MESSAGES.preferredAt);

export const appointmentRequestSchema = z.object(
  {
    name: z
      .string(APPOINTMENT_MESSAGES.name)
      .trim()
      .min(1, APPOINTMENT_MESSAGES.name)
      .max(APPOINTMENT_LIMITS.name, "Please keep your name to 120 characters or fewer.")
      .regex(/^[^\p{Cc}]*$/u, "Please enter your name on a single line."),
    email: z
      .string(APPOINTMENT_MESSAGES.email)
      .trim()
      .toLowerCase()
      .pipe(
        z
          .email(APPOINTMENT_MESSAGES.email)
          .max(APPOINTMENT_LIMITS.email, APPOINTMENT_MESSAGES.email),
      )
      .meta({ format: "email" }),
    phone: optionalText(
      APPOINTMENT_LIMITS.phone,
      "Please keep the phone number to 40 characters or fewer.",
    ).refine(
      (value) => value === undefined || /^\+?[\d\s().-]{3,}(\s*(x|ext\.?)\s*\d+)?$/i.test(value),
      APPOINTMENT_MESSAGES.phone,
    ),
    preferred_at: preferredAtSchema
      .nullish()
      .transform((value) => value ?? undefined)
      .meta({ description: "ISO 8601 date-time with a time zone, in the future." }),
    message: optionalText(
      APPOINTMENT_LIMITS.message,
      "Please keep your message to 2,000 characters or fewer.",
    ),
  },
  "Please send the appointment request as a JSON object.",
);

/**
 * `<input type="datetime-local">` gives wall-clock time without a zone ("2026-05-01T14:30"); the
 * browser knows the visitor's zone, so it turns that into an instant before validating and sending.
 */
export function localDateTimeToIso(value: string): string | undefined {
  if (value.trim() === "") return undefined;
  const time = new Date(value);
  // Left as typed when it does not parse, so the shared rule reports it.
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/** The form's variant: the same rules, with the time field as the picker gives it. */
export const appointmentFormSchema = appointmentRequestSchema.extend({
  preferred_at: z
    .string()
    .optional()
    .transform((value) => (value ? localDateTimeToIso(value) : undefined))
    .pipe(preferredAtSchema.optional()),
});

export type AppointmentFormValues = z.input<typeof appointmentFormSchema>;
