// POST /api/external/customer/verify-email – spec 7 Account (confirming an older account's address)
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { requestVerifyEmail } from "@/lib/api/operations/account";
import { prepareVerify } from "@/lib/customers/account";
import { mailVerify } from "@/lib/customers/notify";
import { deliverMail } from "@/lib/jobs/mail";

export const POST = handle(requestVerifyEmail, async (ctx) => {
  const token = await prepareVerify(ctx.db, ctx.customer);
  if (token) {
    after(async () => {
      await mailVerify(ctx.db, ctx.customer, token, ctx.store);
      await deliverMail();
    });
  }
  return { sent: true as const };
});
