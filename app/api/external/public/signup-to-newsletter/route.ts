// POST /api/external/public/signup-to-newsletter – spec 7, Account (double opt-in, issue 23)
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { signupToNewsletter } from "@/lib/api/operations/marketing";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestNewsletterSignup } from "@/lib/marketing/newsletter";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";

export const POST = handle(signupToNewsletter, async (ctx) => {
  await requestNewsletterSignup(ctx.db, {
    email: ctx.body.email,
    store: ctx.store,
    // The links lead to the store the visitor signed up on.
    origin: configuredStoreOrigin(ctx.store),
    sender: await mailSender(ctx),
  });
  kickMailDelivery();
  return { pending: true as const };
});
