import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { hashPassword } from "../auth/password";
import { hashToken, type Customer } from "../auth/tokens";
import { apiTokens, customers } from "../db/schema";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { checkCurrentPassword } from "./account";
import { startEmailChange, type EmailChangeMails } from "./email-change";
import { ACCOUNT_MESSAGES } from "./messages";
import type { profileSchema } from "./schemas";
import type { SignInClient } from "./throttle";

/**
 * Spec 7 PUT /customer/customers/{id}: the name; a new password, which ends every other sign-in
 * (the caller's own token stays); a new e-mail, which waits for the link mailed to it. Either of
 * the last two needs the current password, checked once.
 */
export async function updateProfile(
  db: Db,
  customer: Customer,
  input: z.output<typeof profileSchema>,
  ctx: { client: SignInClient; currentToken: string | undefined },
): Promise<{ customer: Customer; emailChange: EmailChangeMails | null }> {
  const changingEmail = input.email !== customer.email;
  if (changingEmail || input.password) {
    const missing = changingEmail
      ? ACCOUNT_MESSAGES.currentForEmail
      : ACCOUNT_MESSAGES.currentForPassword;
    await checkCurrentPassword(db, customer, input.current_password, ctx.client, missing);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const emailChange = changingEmail ? await startEmailChange(tx, customer, input.email) : null;
    const [updated] = await tx
      .update(customers)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!updated) throw DomainError.notFound("Customer");
    if (passwordHash) {
      const keep = ctx.currentToken ? hashToken(ctx.currentToken) : "";
      await tx
        .delete(apiTokens)
        .where(and(eq(apiTokens.customerId, customer.id), ne(apiTokens.tokenHash, keep)));
    }
    return { customer: updated, emailChange };
  });
}
