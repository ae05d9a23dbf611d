// POST /api/external/public/share/customized-bag – spec 7, Configured products
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { shareCustomizedBag } from "@/lib/api/operations/share";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";
import { limitVisitorMail } from "@/lib/security/mail-caps";
import { shareDesign } from "@/lib/share/send";
import { kickMailDelivery } from "@/lib/jobs/mail";

export const POST = handle(shareCustomizedBag, async (ctx) => {
  const sender = await mailSender(ctx);
  // Links to the gallery on the store the design was shared from. The caps are counted once the
  // design is found (issue 35): a made-up id is a 404 that spends nobody's cap.
  await shareDesign(ctx.db, ctx.body, configuredStoreOrigin(ctx.store), () =>
    limitVisitorMail("share", ctx.body.recipient_email, sender),
  );
  kickMailDelivery();
  return { sent: true as const };
});
