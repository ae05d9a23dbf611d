// POST /api/external/public/forgot-password – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { forgotPassword } from "@/lib/api/operations/account";
import { prepareReset } from "@/lib/customers/account";
import { mailReset } from "@/lib/customers/notify";
import { deliverMail } from "@/lib/jobs/mail";

export const POST = handle(forgotPassword, async (ctx) => {
  // The token and the mail are made after the answer: known and unknown e-mails answer alike.
  after(async () => {
    const reset = await prepareReset(ctx.db, ctx.body.email);
    if (reset) await mailReset(ctx.db, reset.customer, reset.token, ctx.store);
    await deliverMail();
  });
  return { sent: true as const };
});
