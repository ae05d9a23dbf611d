import { brand } from "../brand";
import type { MailMessage } from "../mail/transport";

/** Minutes a reset link works; stated in the mail. */
export const RESET_TTL_MINUTES = 60;
/** Days an e-mail confirmation link of an existing account works. */
export const VERIFY_TTL_DAYS = 7;
/** Hours a sign-up's confirmation link works. */
export const SIGNUP_TTL_HOURS = 24;
/** Hours the link confirming a new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Days the old address can undo a change of address. */
export const EMAIL_UNDO_TTL_DAYS = 14;
/** Minutes the link finishing a sign-in from a busy address works (issue 25). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/** The pages of the mailed links: `/{kind}/{token}/{email}`. */
const LINK_KINDS = {
  reset: "reset-password",
  verify: "verify-email",
  signup: "confirm-account",
  change: "confirm-email",
  undo: "undo-email-change",
  signIn: "finish-sign-in",
} as const;
type LinkKind = keyof typeof LINK_KINDS;

const linkOf = (kind: LinkKind, token: string, email: string, origin: string) =>
  new URL(`/${LINK_KINDS[kind]}/${token}/${encodeURIComponent(email)}`, origin).toString();

type Recipient = { email: string; firstName: string };

const signature = () => `${brand.name}, ${brand.tagline.toLowerCase()}`;
const greeting = (to: { firstName: string }) => `Dear ${to.firstName || "customer"},`;

function mail(to: string, subject: string, lines: string[]): MailMessage {
  return { to, subject, text: [...lines, "", signature()].join("\n") };
}

/** The password-reset mail; `origin` is the customer's store at its configured origin. */
export function resetMail(to: Recipient, token: string, origin: string): MailMessage {
  return mail(to.email, `Reset your ${brand.name} password`, [
    greeting(to),
    "",
    "Someone, we hope you, asked to reset the password of your account. Choose a new one here:",
    linkOf("reset", token, to.email, origin),
    "",
    `The link works once and expires in ${RESET_TTL_MINUTES} minutes.`,
    "If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
  ]);
}

/** Confirms the address of an account made before sign-ups were confirmed by mail. */
export function verifyMail(to: Recipient, token: string, origin: string): MailMessage {
  return mail(to.email, `Confirm your e-mail address at ${brand.name}`, [
    greeting(to),
    "",
    "Please confirm that this address belongs to your account:",
    linkOf("verify", token, to.email, origin),
    "",
    "Orders you placed as a guest with this address join your account once you confirm it.",
    `The link works once and expires in ${VERIFY_TTL_DAYS} days.`,
  ]);
}

/** A new sign-up's link: the account is made when it is opened. */
export function signupMail(to: Recipient, token: string, origin: string): MailMessage {
  return mail(to.email, `Finish creating your ${brand.name} account`, [
    greeting(to),
    "",
    `Someone, we hope you, asked to create an account at ${brand.name} with this address.`,
    "Open this link to finish; your account keeps your designs, your wishlist and your orders:",
    linkOf("signup", token, to.email, origin),
    "",
    "Orders you placed as a guest with this address join your account.",
    `The link works once and expires in ${SIGNUP_TTL_HOURS} hours. If you did not ask for an`,
    "account, ignore this e-mail: nothing is created.",
  ]);
}

/** To the owner of an address that already has an account, instead of a sign-up link. */
export function accountExistsMail(to: Recipient, origin: string): MailMessage {
  return mail(to.email, `Your ${brand.name} account`, [
    greeting(to),
    "",
    "Someone tried to create an account with this address, which already has one.",
    `If it was you, sign in at ${new URL("/login", origin)}, or choose a new password at`,
    `${new URL("/forgot-password", origin)}.`,
    "If it was not you, you can ignore this e-mail: nothing has changed in your account.",
  ]);
}

/** To the new address: the change takes effect only when this link is opened. */
export function emailChangeMail(
  to: Recipient & { previous: string },
  token: string,
  origin: string,
): MailMessage {
  return mail(to.email, `Confirm your new e-mail address at ${brand.name}`, [
    greeting(to),
    "",
    `Someone, we hope you, asked to use this address for the ${brand.name} account of`,
    `${to.previous}. Open this link to confirm the change:`,
    linkOf("change", token, to.email, origin),
    "",
    `Until then the account keeps its old address. The link works once and expires in`,
    `${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
  ]);
}

/** To the old address when a change is asked for: what was asked, and how to undo it. */
export function emailChangeNoticeMail(
  to: Recipient & { next: string },
  token: string,
  origin: string,
): MailMessage {
  return mail(to.email, `A change of your ${brand.name} e-mail address`, [
    greeting(to),
    "",
    `Someone signed in to your account asked to change its e-mail address to ${to.next}.`,
    "If it was you, there is nothing to do here: confirm the change from the mail sent there.",
    "",
    "If it was not you, cancel the change, or take the address back if it already happened, and",
    "choose a new password, here:",
    linkOf("undo", token, to.email, origin),
    "",
    `This link works for ${EMAIL_UNDO_TTL_DAYS} days, and it signs every device out.`,
  ]);
}

/** To the owner of an address another account asked to use: nothing is sent there to confirm. */
export function addressInUseMail(to: Recipient, origin: string): MailMessage {
  return mail(to.email, `Your ${brand.name} account`, [
    greeting(to),
    "",
    "Someone asked to use this address for another account at our store. It already belongs to",
    "your account, so nothing has changed.",
    `If you want to check your account, sign in at ${new URL("/login", origin)}.`,
  ]);
}

/**
 * Issue 25: the right password came from a client address locked by many failed sign-ins (a
 * shop, an office, a mobile network), so the sign-in is finished from the inbox. The link signs
 * in the browser that opens it, never the one that asked: a stranger who knows the password
 * gains nothing when the owner opens it, and is told so.
 */
export function signInLinkMail(to: Recipient, token: string, origin: string): MailMessage {
  return mail(to.email, `Finish signing in to ${brand.name}`, [
    greeting(to),
    "",
    "Someone, we hope you, just signed in to your account with the right password, from a network",
    "where many sign-ins failed recently (a shop, an office or a mobile network can be shared by",
    "many people). To finish signing in, open this link on the device you want to use:",
    linkOf("signIn", token, to.email, origin),
    "",
    `The link works once and expires in ${SIGN_IN_LINK_TTL_MINUTES} minutes. It signs in only the`,
    "browser that opens it.",
    "If it was not you, someone knows your password: choose a new one at",
    `${new URL("/forgot-password", origin)}.`,
  ]);
}
