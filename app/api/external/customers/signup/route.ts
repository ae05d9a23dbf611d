// POST /api/external/customers/signup – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { signup } from "@/lib/api/operations/account";
import { signUp } from "@/lib/customers/account";
import { mailWelcome } from "@/lib/customers/notify";
import { deliverMail } from "@/lib/jobs/mail";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";

export const POST = handle(signup, async (ctx) => {
  const { customer, verifyToken } = await signUp(ctx.db, ctx.body, ctx.store);
  const { token, cartId } = await startCustomerSession(ctx, customer);
  after(async () => {
    await mailWelcome(ctx.db, customer, verifyToken, ctx.store);
    await deliverMail();
  });
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
