// POST /api/external/login/passkey/options – issue 26, Passkeys
import { handle } from "@/lib/api/handler";
import { passkeySignInOptions } from "@/lib/api/operations/passkeys";
import { currentRelyingParty } from "@/lib/passkeys/current";
import { authenticationOptions } from "@/lib/passkeys/service";

export const POST = handle(passkeySignInOptions, async (ctx) =>
  authenticationOptions(ctx.db, await ctx.session(), currentRelyingParty(ctx.store)),
);
