import { z } from "zod";
import { brand } from "../brand";
import { claimsBrand, hasAddressLike, hasPhoneNumber, type Reading } from "./visitor-text";

/**
 * POST /public/share/customized-bag (spec 7): one set of rules for the handler, the OpenAPI
 * document and the share dialog's form. Pure (zod only): the dialog builds it with the plain
 * readings of the text, the server (request-schema.ts) adds those that need Unicode's data.
 */
const SHARE_MESSAGES = {
  design: "Please save the design before sharing it.",
  senderName: "Please enter your name.",
  senderNameLength: "Please keep your name to 80 characters or fewer.",
  singleLine: "Please enter your name on a single line.",
  email: "Please enter your friend's e-mail address.",
  message: "Please keep your message to 500 characters or fewer.",
  messageControl: "Your message contains characters we cannot send.",
  addresses:
    "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.",
  nameAddresses: "Please enter just your name, without web or e-mail addresses.",
  phone: "Please leave out phone numbers; the e-mail already links to your design.",
  namePhone: "Please enter just your name, without a phone number.",
  brand: `Please enter your own name; the e-mail already says it comes from ${brand.name}.`,
} as const;

export const SHARE_LIMITS = { senderName: 80, email: 254, message: 500 } as const;

/** A line break would let the name (it goes into the Subject header) add headers of its own. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
/** Line breaks and tabs are fine in the message body; other control characters are not. */
const PLAIN_TEXT = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
/**
 * The forms of a visitor's text the checks read, beyond the text as written: the server's
 * confusables skeletons and displayed order (lookalikes.ts). None in the browser.
 */
export type TextReadings = { text: readonly Reading[]; name: readonly Reading[] };

/**
 * The mail goes from our domain to any address, so it carries exactly one link: ours. Nothing a
 * mail program would turn into a link (a bare domain, an e-mail or IP address, a disguised scheme)
 * may come from the sender, nor a phone number, so the mail cannot be made to point elsewhere
 * (visitor-text.ts).
 */
function shareFormSchemaReading(readings: TextReadings) {
  const noAddresses = (value: string) => !hasAddressLike(value, readings.text);
  const noPhone = (value: string) => !hasPhoneNumber(value, readings.text);
  return z.object(
    {
      sender_name: z
        .string(SHARE_MESSAGES.senderName)
        .trim()
        .min(1, SHARE_MESSAGES.senderName)
        .max(SHARE_LIMITS.senderName, SHARE_MESSAGES.senderNameLength)
        // A name on two lines is refused for that alone: the later checks would only repeat it.
        .regex(SINGLE_LINE, { error: SHARE_MESSAGES.singleLine, abort: true })
        .refine(noAddresses, { error: SHARE_MESSAGES.nameAddresses, abort: true })
        .refine(noPhone, { error: SHARE_MESSAGES.namePhone, abort: true })
        // Whoever is named as the sender, it is never us: no "Atelier Ardent Security".
        .refine((name) => !claimsBrand(name, readings.name), SHARE_MESSAGES.brand),
      recipient_email: z
        .string(SHARE_MESSAGES.email)
        .trim()
        .toLowerCase()
        .pipe(z.email(SHARE_MESSAGES.email).max(SHARE_LIMITS.email, SHARE_MESSAGES.email))
        .meta({ format: "email" }),
      message: z
        .string()
        .trim()
        .max(SHARE_LIMITS.message, SHARE_MESSAGES.message)
        .regex(PLAIN_TEXT, SHARE_MESSAGES.messageControl)
        .refine(noAddresses, { error: SHARE_MESSAGES.addresses, abort: true })
        .refine(noPhone, SHARE_MESSAGES.phone)
        .nullish()
        // Blank counts as not given, so "" , null and a missing field read alike.
        .transform((value) => value || undefined),
    },
    "Please send the share request as a JSON object.",
  );
}

/** The dialog's rules: the text as written, with the cheap folds (NFKC, dots, spacing). */
export const shareFormSchema = shareFormSchemaReading({ text: [], name: [] });

/** The handler's rules: the dialog's, read as well through the server's readings. */
export function shareRequestSchemaReading(readings: TextReadings) {
  return shareFormSchemaReading(readings).extend({
    configured_product_id: z
      .uuid({ error: SHARE_MESSAGES.design })
      .transform((v) => v.toLowerCase())
      .meta({ description: "The saved design's id (POST /configured-products)." }),
  });
}

export type ShareFormValues = z.input<typeof shareFormSchema>;
/** What the handler gets: trimmed text, a lower-case e-mail, no blank message. */
export type ShareRequest = z.output<ReturnType<typeof shareRequestSchemaReading>>;
