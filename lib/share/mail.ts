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

/** The e-mail a friend receives: who sent it, their note, and links to the design and its picture. */
export function shareMail(input: ShareMailInput): MailMessage {
  const gallery = new URL(galleryPathOf(input.designId), input.siteUrl).toString();
  const image = new URL(imagePathOf(input.designId), input.siteUrl).toString();
  const note = input.message ? ["", `${input.senderName} wrote:`, input.message, ""] : [""];
  const lines = [
    `${input.senderName} designed a bag at ${brand.name} and wanted you to see it: ${input.productLabel}.`,
    ...note,
    `See the design: ${gallery}`,
    `Picture: ${image}`,
    "",
    `Every ${brand.name} bag is made to order in ${brand.city}; open the design to make it your own.`,
    "",
    `You received this e-mail because ${input.senderName} entered your address on our website.`,
    "We have not kept your address and will not write to you again.",
  ];
  return {
    to: input.recipientEmail,
    subject: `${input.senderName} shared a bag design with you`,
    text: lines.join("\n"),
  };
}
