// PUT /api/external/customer/customers/{id} – spec 7, Account
import { after } from "next/server";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { updateCustomer } from "@/lib/api/operations/account";
import { signInClient } from "@/lib/api/sign-in-client";
import { mailEmailChange } from "@/lib/customers/notify";
import { presentCustomer } from "@/lib/customers/present";
import { updateProfile } from "@/lib/customers/profile";
import { deliverMail } from "@/lib/jobs/mail";
import { allowVisitorMail } from "@/lib/security/mail-caps";

export const PUT = handle(updateCustomer, async (ctx) => {
  if (ctx.params.id !== ctx.customer.id) throw DomainError.notFound("Customer");
  const { customer, emailChange } = await updateProfile(ctx.db, ctx.customer, ctx.body, {
    client: await signInClient(ctx.request, ctx.customer.email),
    currentToken: ctx.apiToken,
  });
  if (emailChange) {
    const sender = await mailSender(ctx);
    after(async () => {
      // The new address is typed by whoever holds the session: capped like a sign-up, so an
      // account cannot be used to flood someone's inbox. The old address's notice always goes.
      const toNew = await allowVisitorMail("signup", emailChange.notice.next, sender);
      await mailEmailChange(ctx.db, customer, emailChange, ctx.store, { toNew });
      await deliverMail();
    });
  }
  return { ...presentCustomer(customer), pending_email: emailChange?.notice.next ?? null };
});
