// POST /api/external/public/newsletter/confirm – the newsletter confirmation link (issue 23)
import { handle } from "@/lib/api/handler";
import { confirmNewsletterSubscription } from "@/lib/api/operations/marketing";
import { confirmNewsletter } from "@/lib/marketing/newsletter";

export const POST = handle(confirmNewsletterSubscription, async ({ db, body }) => {
  await confirmNewsletter(db, body.token);
  return { confirmed: true as const };
});
