// POST /api/external/public/forgot-password – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { forgotPassword } from "@/lib/api/operations/account";
import { prepareReset } from "@/lib/customers/account";
import { mailReset } from "@/lib/customers/notify";
import { deliverMail } from "@/lib/jobs/mail";
import { limitResetRequest } from "@/lib/security/mail-caps";

export const POST = handle(forgotPassword, async (ctx) => {
  // Counted before the account is looked up and alike for every address, so a refusal (429)
  // tells nothing; the token and the mail are made after the answer, so known and unknown
  // e-mails answer alike, and the answer says a link was asked for, not that one was sent.
  await limitResetRequest(ctx.body.email, await mailSender(ctx));
  after(async () => {
    const reset = await prepareReset(ctx.db, ctx.body.email);
    if (reset) await mailReset(ctx.db, reset.customer, reset.token, ctx.store);
    await deliverMail();
  });
  return { requested: true as const };
});
