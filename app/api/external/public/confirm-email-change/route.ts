// POST /api/external/public/confirm-email-change – spec 7 Account (a new address, PUT /customer/customers/{id})
import { handle } from "@/lib/api/handler";
import { confirmEmailChange } from "@/lib/api/operations/account";
import { confirmEmailChange as confirm } from "@/lib/customers/email-change";

export const POST = handle(confirmEmailChange, async (ctx) => {
  const customer = await confirm(ctx.db, ctx.body, {
    customer: ctx.customer,
    token: ctx.apiToken,
  });
  return {
    changed: true as const,
    email: customer.email,
    signed_in: ctx.customer?.id === customer.id,
  };
});
