import { brand } from "../brand";
import type { MailMessage } from "../mail/transport";

/** The pages and the one-click address of the newsletter's mailed links. */
export const NEWSLETTER_PATHS = {
  confirm: (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  /** RFC 8058: what a mail program's Unsubscribe button posts to; no page, no cookies. */
  oneClick: (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
} as const;

export type NewsletterLinks = { origin: string; unsubscribeToken: string };

/**
 * What every newsletter mail carries: the unsubscribe page's link at the foot of the body, and the
 * one-click address for the List-Unsubscribe headers.
 */
export function withUnsubscribe(
  message: Omit<MailMessage, "listUnsubscribe">,
  links: NewsletterLinks,
): MailMessage {
  const page = new URL(NEWSLETTER_PATHS.unsubscribe(links.unsubscribeToken), links.origin);
  const oneClick = new URL(NEWSLETTER_PATHS.oneClick(links.unsubscribeToken), links.origin);
  return {
    ...message,
    text: `${message.text}\n\n--\nNo more letters from ${brand.name}: ${page.toString()}`,
    listUnsubscribe: oneClick.toString(),
  };
}

/** The double opt-in mail: nothing is sent to the address again until its link is opened. */
export function confirmationMail(
  to: string,
  confirmToken: string,
  links: NewsletterLinks,
): MailMessage {
  const confirm = new URL(NEWSLETTER_PATHS.confirm(confirmToken), links.origin).toString();
  const lines = [
    `Someone, we hope you, asked for the letters from the ${brand.name} studio at this address.`,
    "",
    `To confirm, open this link within 7 days and press "Confirm": ${confirm}`,
    "",
    "If it was not you, ignore this e-mail: without the confirmation we will not write again.",
  ];
  return withUnsubscribe(
    {
      to,
      subject: `Please confirm your ${brand.name} newsletter subscription`,
      text: lines.join("\n"),
    },
    links,
  );
}
