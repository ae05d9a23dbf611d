// POST /api/external/login/passkey – issue 26, Passkeys
import { after } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { handle } from "@/lib/api/handler";
import { passkeySignIn } from "@/lib/api/operations/passkeys";
import { signInClient } from "@/lib/api/sign-in-client";
import { signInByMail } from "@/lib/customers/account";
import { deviceCookie } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";
import { sendSignInLink } from "@/lib/customers/sign-in-link";
import { deliverMail } from "@/lib/jobs/mail";
import { currentRelyingParty } from "@/lib/passkeys/current";
import { passkeySignIn as signIn } from "@/lib/passkeys/service";

export const POST = handle(passkeySignIn, async (ctx) => {
  const result = await signIn(
    ctx.db,
    await ctx.session(),
    currentRelyingParty(ctx.store),
    ctx.body.response,
    (email) => signInClient(ctx.request, email),
    clientIp(ctx.request.headers),
  );
  if (result.kind === "by_mail") {
    // As POST /login from a locked client address: the same answer, the link mailed after it.
    after(async () => {
      await sendSignInLink(ctx.db, result.customer, ctx.store);
      await deliverMail();
    });
    throw signInByMail(result.retryAfterSeconds);
  }
  const { customer } = result;
  const { token, cartId } = await startCustomerSession(ctx, customer);
  const device = await deviceCookie(
    customer.email,
    await signInClient(ctx.request, customer.email).then((c) => c.device),
  );
  ctx.setCookie(device.name, device.value, device.options);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
