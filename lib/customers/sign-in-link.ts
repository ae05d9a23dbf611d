import "server-only";
import type { z } from "zod";
import type { Customer } from "../auth/tokens";
import type { Db } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { allowSignInLinkMail } from "../security/mail-caps";
import { SIGN_IN_LINK_TTL_MINUTES } from "./mail";
import { mailSignInLink } from "./notify";
import type { finishSignInSchema } from "./schemas";
import { spendAccountToken, issueAccountToken } from "./tokens";

/**
 * Issue 25: a right password from a client address locked by many failures is finished from the
 * inbox. The token names the account, its current address and the purpose `sign_in`; it works
 * once, for 15 minutes, and a newer one ends it (tokens.ts).
 */
export function prepareSignInLink(db: Db, customer: Customer): Promise<string> {
  return db.transaction((tx) =>
    issueAccountToken(tx, {
      customerId: customer.id,
      email: customer.email,
      accountEmail: customer.email,
      purpose: "sign_in",
      ttlMs: SIGN_IN_LINK_TTL_MINUTES * 60_000,
    }),
  );
}

/**
 * Run after the answer: the link goes to the account only when the password was right
 * (`customer` is set), within its inbox's own cap; nothing otherwise.
 */
export async function sendSignInLink(
  db: Db,
  customer: Customer | null,
  store: RetailStoreSlug,
): Promise<void> {
  if (!customer || !(await allowSignInLinkMail(customer.email))) return;
  await mailSignInLink(db, customer, await prepareSignInLink(db, customer), store);
}

/** The account the link signs in, spending the link; a used, stale or foreign link is refused. */
export async function finishSignIn(
  db: Db,
  input: z.output<typeof finishSignInSchema>,
): Promise<Customer> {
  return db.transaction(async (tx) => (await spendAccountToken(tx, input, "sign_in")).customer);
}
