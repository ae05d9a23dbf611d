import { brand } from "../brand";
import type { MailMessage } from "../mail/transport";
import { LINK_TTL_MS, type PrivacyChannel, type PrivacyKind } from "./rules";

/** The page of a privacy request's mailed link (app/s/[store]/privacy-request/[token]). */
const PRIVACY_LINK_PATH = "/privacy-request";

export const privacyLink = (token: string, origin: string) =>
  new URL(`${PRIVACY_LINK_PATH}/${token}`, origin).toString();

const HOURS = LINK_TTL_MS / 3_600_000;

/**
 * The mail carrying a request's single-use link. It says what the link does before anyone uses
 * it, and what to do if the reader did not ask: nothing (the link alone acts, and it expires).
 */
export function privacyRequestMail(
  to: string,
  request: { kind: PrivacyKind; channel: PrivacyChannel },
  link: string,
): MailMessage {
  const lines =
    request.kind === "export"
      ? [
          "You asked for a copy of the data we hold about you.",
          "",
          "Open this link to download it as a JSON file. It works once, for the next " +
            `${HOURS} hours:`,
          link,
          "",
          request.channel === "account"
            ? "The file holds your details, addresses, orders, saved designs, wishlist, passkeys, " +
              "newsletter history and sign-ins."
            : "The file holds what we keep under this address from orders placed without an " +
              "account, and your newsletter history.",
        ]
      : [
          request.channel === "account"
            ? "You asked us to delete your account."
            : "You asked us to erase the data we hold under this address from orders placed " +
              "without an account.",
          "",
          `To confirm, open this link within ${HOURS} hours and press the button:`,
          link,
          "",
          "Orders stay in our books for seven years, as New York tax law requires, with your " +
            "name, e-mail, phone and street removed. Everything else is deleted and cannot be " +
            "recovered.",
        ];
  return {
    to,
    subject:
      request.kind === "export"
        ? `Your data from ${brand.name}`
        : `Confirm: erase your data at ${brand.name}`,
    text: [
      ...lines,
      "",
      "If you did not ask for this, ignore this mail: nothing happens without the link.",
      "",
      `${brand.name}, ${brand.tagline.toLowerCase()}`,
    ].join("\n"),
  };
}
