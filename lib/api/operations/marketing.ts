import { z } from "zod";
import { defineOperation } from "../operation";

export const newsletterSignupBody = z.object({
  email: z
    .email("Please enter a valid e-mail address.")
    .max(254, "The e-mail address is too long.")
    .transform((v) => v.trim().toLowerCase()),
});

export const signupToNewsletter = defineOperation({
  method: "POST",
  path: "/public/signup-to-newsletter",
  summary: "Subscribe an e-mail address to the newsletter (idempotent).",
  tag: "Marketing",
  auth: "none",
  body: newsletterSignupBody,
  response: z.object({ subscribed: z.literal(true) }),
  rateLimit: 20,
});
