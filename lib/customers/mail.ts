import { brand } from "../brand";
import type { MailMessage } from "../mail/transport";

/** Minutes a reset link works; stated in the mail. */
export const RESET_TTL_MINUTES = 60;
/** Days an e-mail confirmation link works. */
export const VERIFY_TTL_DAYS = 7;

const resetPathOf = (token: string, email: string) =>
  `/reset-password/${token}/${encodeURIComponent(email)}`;
const verifyPathOf = (token: string, email: string) =>
  `/verify-email/${token}/${encodeURIComponent(email)}`;

type Recipient = { email: string; firstName: string };

/** The password-reset mail; `origin` is the customer's store at its configured origin. */
export function resetMail(to: Recipient, token: string, origin: string): MailMessage {
  const link = new URL(resetPathOf(token, to.email), origin).toString();
  return {
    to: to.email,
    subject: `Reset your ${brand.name} password`,
    text: [
      `Dear ${to.firstName || "customer"},`,
      "",
      "Someone, we hope you, asked to reset the password of your account. Choose a new one here:",
      link,
      "",
      `The link works once and expires in ${RESET_TTL_MINUTES} minutes.`,
      "If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
      "",
      `${brand.name}, ${brand.tagline.toLowerCase()}`,
    ].join("\n"),
  };
}

/**
 * The welcome mail. When earlier guest orders used this e-mail, it carries the confirmation
 * link that joins them to the account; it always does, so the mail itself reveals nothing.
 */
export function welcomeMail(to: Recipient, token: string, origin: string): MailMessage {
  const link = new URL(verifyPathOf(token, to.email), origin).toString();
  return {
    to: to.email,
    subject: `Welcome to ${brand.name}`,
    text: [
      `Dear ${to.firstName},`,
      "",
      `Welcome to ${brand.name}. Your account keeps your designs, your wishlist and your orders.`,
      "",
      "Please confirm your e-mail address:",
      link,
      "",
      "Orders you placed as a guest with this address join your account once you confirm it.",
      `The link works once and expires in ${VERIFY_TTL_DAYS} days.`,
      "",
      `${brand.deliveryClaim}.`,
      `${brand.name}, ${brand.tagline.toLowerCase()}`,
    ].join("\n"),
  };
}
