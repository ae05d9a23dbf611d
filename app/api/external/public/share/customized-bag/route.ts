// POST /api/external/public/share/customized-bag – spec 7, Configured products
import { handle } from "@/lib/api/handler";
import { shareCustomizedBag } from "@/lib/api/operations/share";
import { env } from "@/lib/env";
import { limitShareMail } from "@/lib/share/limits";
import { shareDesign } from "@/lib/share/send";

export const POST = handle(shareCustomizedBag, async (ctx) => {
  limitShareMail(ctx.body.recipient_email, (await ctx.session()).sid);
  await shareDesign(ctx.db, ctx.body, env().SITE_URL);
  return { sent: true as const };
});
