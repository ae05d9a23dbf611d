// POST /api/external/login – spec 7, Account
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { login } from "@/lib/api/operations/account";
import { signInClient } from "@/lib/api/sign-in-client";
import { authenticate, signInByMail } from "@/lib/customers/account";
import { deviceCookie } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";
import { sendSignInLink } from "@/lib/customers/sign-in-link";
import { deliverMail } from "@/lib/jobs/mail";

export const POST = handle(login, async (ctx) => {
  const client = await signInClient(ctx.request, ctx.body.email);
  const result = await authenticate(ctx.db, ctx.body, client);
  if (result.kind === "by_mail") {
    // A locked client address: the same answer whatever the password was; the link (only for a
    // right one) is made and mailed after it.
    after(async () => {
      await sendSignInLink(ctx.db, result.customer, ctx.store);
      await deliverMail();
    });
    throw signInByMail(result.retryAfterSeconds);
  }
  const { customer } = result;
  const { token, cartId } = await startCustomerSession(ctx, customer);
  // This browser is now known to the account: strangers' failures no longer lock it out.
  const device = await deviceCookie(customer.email, client.device);
  ctx.setCookie(device.name, device.value, device.options);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
