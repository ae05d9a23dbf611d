// POST /api/external/customer/privacy-requests – issue 37, the customer's own data
import { handle } from "@/lib/api/handler";
import { requestMyData } from "@/lib/api/operations/privacy";
import { signInClient } from "@/lib/api/sign-in-client";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestByAccount } from "@/lib/privacy/requests";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";

export const POST = handle(requestMyData, async (ctx) => {
  await requestByAccount(
    ctx.db,
    { customer: ctx.customer, session: await ctx.session(), apiToken: ctx.apiToken },
    { kind: ctx.body.kind, currentPassword: ctx.body.current_password },
    await signInClient(ctx.request, ctx.customer.email),
    configuredStoreOrigin(ctx.store),
  );
  kickMailDelivery();
  return { mailed: true as const };
});
