import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { hashToken, newMailedLink, type Customer } from "../auth/tokens";
import { hashPassword } from "../auth/password";
import { DomainError } from "../errors";
import { customers, retailStores, signupRequests } from "../db/schema";
import type { Db, Tx } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { ACCOUNT_MESSAGES } from "./messages";
import { SIGNUP_TTL_HOURS } from "./mail";
import type { confirmSignupSchema, signupSchema } from "./schemas";

/** The named retail store when it exists, else the request's. */
async function storeIdOf(
  db: Db,
  store: RetailStoreSlug,
  requested: string | undefined,
): Promise<string | null> {
  const rows = await db
    .select({ id: retailStores.id, name: retailStores.name })
    .from(retailStores)
    .where(
      requested
        ? or(eq(retailStores.id, requested), eq(retailStores.name, store))
        : eq(retailStores.name, store),
    );
  return (rows.find((r) => r.id === requested) ?? rows.find((r) => r.name === store))?.id ?? null;
}

/** What a sign-up leads to; the caller answers the same for every kind. */
export type SignupOutcome =
  | { kind: "confirm"; email: string; firstName: string; token: string }
  | { kind: "taken"; customer: Customer };

/**
 * Spec 7 POST /customers/signup. Nothing is created yet: the request waits for its address to be
 * proven (confirmSignup). A new or guest-only address gets the confirmation link; the owner of an
 * address that already has an account gets a notice instead; the caller runs this after its
 * answer, so neither tells which it was. A newer request for the address ends the older ones, so
 * a stranger's earlier sign-up with it never becomes the account.
 */
export async function requestSignup(
  db: Db,
  input: z.output<typeof signupSchema>,
  store: RetailStoreSlug,
): Promise<SignupOutcome> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, input.email), eq(customers.hasAccount, true)))
    .limit(1);
  if (existing) return { kind: "taken", customer: existing };
  const retailStoreId = await storeIdOf(db, store, input.retailer_store_id);
  const link = newMailedLink(SIGNUP_TTL_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await tx
      .update(signupRequests)
      .set({ usedAt: new Date() })
      .where(and(eq(signupRequests.email, input.email), isNull(signupRequests.usedAt)));
    await tx.insert(signupRequests).values({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      newsletter: input.newsletter,
      retailStoreId,
      ...link.stored,
    });
  });
  return { kind: "confirm", email: input.email, firstName: input.first_name, token: link.token };
}

/**
 * The sign-up's mailed link: the address is proven, so the account is made, confirmed. The token
 * works once, only as the latest request for its address, and never once an account uses the
 * address. `onNewsletter` runs in the same transaction when the sign-up asked for letters.
 */
export async function confirmSignup(
  db: Db,
  input: z.output<typeof confirmSignupSchema>,
  onNewsletter: (tx: Tx, customer: Customer) => Promise<void>,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [request] = await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(signupRequests.tokenHash, hashToken(input.token)),
          eq(signupRequests.email, input.email),
          isNull(signupRequests.usedAt),
          gt(signupRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!request) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    // Two accounts racing on one address: the unique index lets one in; the other is a bad link.
    const [customer] = await tx
      .insert(customers)
      .values({
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash: request.passwordHash,
        hasAccount: true,
        accountCreatedAt: now,
        emailVerifiedAt: now,
        emailSetAt: now,
        retailStoreId: request.retailStoreId,
      })
      .onConflictDoNothing({
        target: customers.email,
        where: sql`${customers.hasAccount}`,
      })
      .returning();
    if (!customer) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    if (request.newsletter) await onNewsletter(tx, customer);
    return customer;
  });
}
