// POST /api/external/customers/signup – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { signup } from "@/lib/api/operations/account";
import { mailSignup } from "@/lib/customers/notify";
import { requestSignup } from "@/lib/customers/signup";
import { deliverMail } from "@/lib/jobs/mail";

export const POST = handle(signup, async (ctx) => {
  // Everything happens after the answer, as for a forgotten password: the answer, and its time,
  // are the same whether the address is new, a guest's or an account's.
  after(async () => {
    const outcome = await requestSignup(ctx.db, ctx.body, ctx.store);
    await mailSignup(ctx.db, outcome, ctx.store);
    await deliverMail();
  });
  return { pending: true as const, email: ctx.body.email };
});
