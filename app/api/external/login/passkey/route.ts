// POST /api/external/login/passkey – issue 26, Passkeys
import { clientIp } from "@/lib/api/client-ip";
import { handle } from "@/lib/api/handler";
import { passkeySignIn } from "@/lib/api/operations/passkeys";
import { signInClient } from "@/lib/api/sign-in-client";
import { deviceCookie } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";
import { currentRelyingParty } from "@/lib/passkeys/current";
import { passkeySignIn as signIn } from "@/lib/passkeys/service";

export const POST = handle(passkeySignIn, async (ctx) => {
  const customer = await signIn(
    ctx.db,
    await ctx.session(),
    currentRelyingParty(ctx.store),
    ctx.body.response,
    clientIp(ctx.request.headers),
  );
  const { token, cartId } = await startCustomerSession(ctx, customer);
  // This browser is now known to the account: strangers' password failures no longer hold it.
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
