// POST /api/external/public/privacy-requests – issue 37, a guest's request by e-mail
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { requestGuestData } from "@/lib/api/operations/privacy";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestByGuest } from "@/lib/privacy/requests";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";

export const POST = handle(requestGuestData, async (ctx) => {
  await requestByGuest(
    ctx.db,
    { kind: ctx.body.kind, email: ctx.body.email, sender: await mailSender(ctx) },
    configuredStoreOrigin(ctx.store),
  );
  kickMailDelivery();
  return { mailed: true as const };
});
