// GET, POST /api/external/customer/passkeys – issue 26, Passkeys
import { after } from "next/server";
import { handle } from "@/lib/api/handler";
import { addPasskey, listPasskeys } from "@/lib/api/operations/passkeys";
import { deliverMail } from "@/lib/jobs/mail";
import { currentRelyingParty } from "@/lib/passkeys/current";
import { mailPasskeyAdded } from "@/lib/passkeys/mail";
import { addPasskey as add, listPasskeys as list } from "@/lib/passkeys/service";

export const GET = handle(listPasskeys, async (ctx) => list(ctx.db, ctx.customer));

export const POST = handle(addPasskey, async (ctx) => {
  const { customer } = ctx;
  const caller = {
    customer,
    session: await ctx.session(),
    apiToken: ctx.apiToken,
    rp: currentRelyingParty(ctx.store),
  };
  const added = await add(ctx.db, caller, ctx.body, ctx.request.headers.get("user-agent"));
  after(async () => {
    await mailPasskeyAdded(ctx.db, customer, added.name, ctx.store);
    await deliverMail();
  });
  return added;
});
