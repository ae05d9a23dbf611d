// PUT /api/external/customer/customers/{id} – spec 7, Account
import { DomainError } from "@/lib/errors";
import { clientIp } from "@/lib/api/client-ip";
import { handle } from "@/lib/api/handler";
import { updateCustomer } from "@/lib/api/operations/account";
import { updateProfile } from "@/lib/customers/account";
import { presentCustomer } from "@/lib/customers/present";

export const PUT = handle(updateCustomer, async (ctx) => {
  if (ctx.params.id !== ctx.customer.id) throw DomainError.notFound("Customer");
  const updated = await updateProfile(ctx.db, ctx.customer, ctx.body, {
    ip: clientIp(ctx.request.headers),
    currentToken: ctx.apiToken,
  });
  return presentCustomer(updated);
});
