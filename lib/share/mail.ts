import { brand } from "../brand";
import { imagePathOf } from "../configured-products/present";
import type { MailMessage } from "../mail/transport";

export const galleryPathOf = (id: string) => `/gallery/configured/${id}`;

export type ShareMailInput = {
  designId: string;
  productLabel: string;
  senderName: string;
  recipientEmail: string;
  message?: string;
  /** The store's own origin (SITE_URL), never the request's Host header, which the client sets. */
  siteUrl: string;
};

/** Each line of the visitor's message behind "> ", the mark of quoted words in plain-text mail. */
const quoted = (message: string): string[] =>
  message.split(/\r?\n/).map((line) => (line ? `> ${line}` : ">"));

/**
 * The e-mail a friend receives. Everything the visitor typed stays in the body, marked as theirs:
 * the name in quotation marks as they gave it, the message quoted line by line under a line that
 * says we neither wrote nor checked it. The Subject is ours alone, so an inbox list never shows
 * the visitor's words as if they were the store's.
 */
export function shareMail(input: ShareMailInput): MailMessage {
  const gallery = new URL(galleryPathOf(input.designId), input.siteUrl).toString();
  const image = new URL(imagePathOf(input.designId), input.siteUrl).toString();
  const sender = `Someone who gave their name as "${input.senderName}"`;
  const note = input.message
    ? [
        "",
        `Their message, in their own words (not written or checked by ${brand.name}):`,
        "",
        ...quoted(input.message),
      ]
    : [];
  const lines = [
    `${sender} designed a bag at ${brand.name} and asked us to send it to you: ${input.productLabel}.`,
    "",
    `See the design: ${gallery}`,
    `Picture: ${image}`,
    ...note,
    "",
    `Every ${brand.name} bag is made to order in ${brand.city}; open the design to make it your own.`,
    "",
    "You received this e-mail because someone entered your address on our website.",
    "We have not kept your address and will not write to you again.",
  ];
  return {
    to: input.recipientEmail,
    subject: `A bag design shared with you: ${input.productLabel}`,
    text: lines.join("\n"),
  };
}
