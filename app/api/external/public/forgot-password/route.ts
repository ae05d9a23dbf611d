// POST /api/external/public/forgot-password – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { forgotPassword } from "@/lib/api/operations/account";
import { prepareReset } from "@/lib/customers/account";
import { mailReset } from "@/lib/customers/notify";
import { deliverMail } from "@/lib/jobs/mail";
import { allowVisitorMail } from "@/lib/security/mail-caps";

export const POST = handle(forgotPassword, async (ctx) => {
  // The token and the mail are made after the answer: known and unknown e-mails answer alike.
  // Capped before the account is looked up, so a known and an unknown e-mail count alike.
  const sender = await mailSender(ctx);
  after(async () => {
    if (!(await allowVisitorMail("reset", ctx.body.email, sender))) return;
    const reset = await prepareReset(ctx.db, ctx.body.email);
    if (reset) await mailReset(ctx.db, reset.customer, reset.token, ctx.store);
    await deliverMail();
  });
  return { sent: true as const };
});
