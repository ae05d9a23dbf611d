import { z } from "zod";
import { defineOperation } from "../operation";
import { mailedLinkToken } from "./params";

export const newsletterSignupBody = z.object({
  email: z
    .email("Please enter a valid e-mail address.")
    .max(254, "The e-mail address is too long.")
    .transform((v) => v.trim().toLowerCase()),
});

export const signupToNewsletter = defineOperation({
  method: "POST",
  path: "/public/signup-to-newsletter",
  summary:
    "Ask for the newsletter: a link to confirm is mailed to the address, which is subscribed only " +
    "once the link is used (double opt-in). The answer is the same for every address.",
  tag: "Marketing",
  auth: "none",
  body: newsletterSignupBody,
  response: z.object({ pending: z.literal(true) }),
  rateLimit: 20,
});

/** A newsletter link's token, as its page posts it. */
const newsletterTokenBody = z.object({ token: mailedLinkToken(800) });

export const confirmNewsletterSubscription = defineOperation({
  method: "POST",
  path: "/public/newsletter/confirm",
  summary:
    "Confirm a newsletter subscription with the token of the mailed link (single use; a newer " +
    "link retires older ones). 422 for a used, retired or expired link.",
  tag: "Marketing",
  auth: "none",
  body: newsletterTokenBody,
  response: z.object({ confirmed: z.literal(true) }),
  rateLimit: 10,
});

export const unsubscribeFromNewsletter = defineOperation({
  method: "POST",
  path: "/public/newsletter/unsubscribe",
  summary:
    "Unsubscribe the address of a newsletter mail's unsubscribe link. Mail programs post to " +
    "/api/newsletter/unsubscribe/{token} instead (RFC 8058 one-click).",
  tag: "Marketing",
  auth: "none",
  body: newsletterTokenBody,
  response: z.object({ unsubscribed: z.literal(true) }),
  rateLimit: 10,
});
