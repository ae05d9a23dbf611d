// POST /api/external/public/signup-to-newsletter – spec 7, Account
import { handle } from "@/lib/api/handler";
import { signupToNewsletter } from "@/lib/api/operations/marketing";
import { subscribeToNewsletter } from "@/lib/marketing/newsletter";

export const POST = handle(signupToNewsletter, async ({ db, body, store }) => {
  await subscribeToNewsletter(db, body.email, store);
  return { subscribed: true as const };
});
