// PUT /api/external/customer/customers/{id} – spec 7, Account
import { after } from "next/server";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { updateCustomer } from "@/lib/api/operations/account";
import { signInClient } from "@/lib/api/sign-in-client";
import { updateProfile } from "@/lib/customers/account";
import { requestEmailChange } from "@/lib/customers/email-change";
import { mailEmailChange } from "@/lib/customers/notify";
import { presentCustomer } from "@/lib/customers/present";
import { deliverMail } from "@/lib/jobs/mail";

export const PUT = handle(updateCustomer, async (ctx) => {
  if (ctx.params.id !== ctx.customer.id) throw DomainError.notFound("Customer");
  const client = await signInClient(ctx.request, ctx.customer.email);
  // A new address is checked first, against the password as it is before any change here.
  const changing = ctx.body.email !== ctx.customer.email;
  const mails = changing ? await requestEmailChange(ctx.db, ctx.customer, ctx.body, client) : null;
  const updated = await updateProfile(ctx.db, ctx.customer, ctx.body, {
    client,
    currentToken: ctx.apiToken,
  });
  if (mails) {
    after(async () => {
      await mailEmailChange(ctx.db, updated, mails, ctx.store);
      await deliverMail();
    });
  }
  return { ...presentCustomer(updated), pending_email: mails ? ctx.body.email : null };
});
