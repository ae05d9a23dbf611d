// POST /api/external/customer/passkeys/registration-options – issue 26, Passkeys
import { handle } from "@/lib/api/handler";
import { passkeyRegistrationOptions } from "@/lib/api/operations/passkeys";
import { signInClient } from "@/lib/api/sign-in-client";
import { currentRelyingParty } from "@/lib/passkeys/current";
import { registrationOptions } from "@/lib/passkeys/service";

export const POST = handle(passkeyRegistrationOptions, async (ctx) => {
  const caller = {
    customer: ctx.customer,
    session: await ctx.session(),
    apiToken: ctx.apiToken,
    rp: currentRelyingParty(ctx.store),
  };
  const client = await signInClient(ctx.request, ctx.customer.email);
  return registrationOptions(ctx.db, caller, ctx.body.current_password, client);
});
