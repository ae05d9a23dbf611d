// POST /api/external/customers/signup – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { signup } from "@/lib/api/operations/account";
import { mailSignup } from "@/lib/customers/notify";
import { requestSignup } from "@/lib/customers/signup";
import { deliverMail } from "@/lib/jobs/mail";
import { allowVisitorMail } from "@/lib/security/mail-caps";

export const POST = handle(signup, async (ctx) => {
  // Everything happens after the answer, as for a forgotten password: the answer, and its time,
  // are the same whether the address is new, a guest's or an account's. The mail caps count the
  // same way for all three, so a refusal tells nothing either.
  const sender = await mailSender(ctx);
  after(async () => {
    if (!(await allowVisitorMail("signup", ctx.body.email, sender))) return;
    const outcome = await requestSignup(ctx.db, ctx.body, ctx.store);
    await mailSignup(ctx.db, outcome, ctx.store);
    await deliverMail();
  });
  return { pending: true as const, email: ctx.body.email };
});
