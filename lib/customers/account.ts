import "server-only";
import { and, eq, ne, or } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../errors";
import { hashToken, type Customer } from "../auth/tokens";
import { checkPassword, hashPassword } from "../auth/password";
import { apiTokens, customers, newsletterSignups, retailStores } from "../db/schema";
import type { Db } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { RESET_TTL_MINUTES, VERIFY_TTL_DAYS } from "./mail";
import type {
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from "./schemas";
import { clearFailures, giveBackAttempt, takeAttempt, throttleKeys } from "./throttle";
import { consumeMailToken, issueMailToken, retireMailTokens } from "./tokens";

const ACCOUNT_MESSAGES = {
  emailTaken: "An account already uses this e-mail address. Please sign in or reset your password.",
  badCredentials: "That e-mail and password do not match an account. Please try again.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  badLink: "This link has expired or was already used. Please ask for a new one.",
  wrongCurrent: "That is not your current password.",
  emailInUse: "Another account uses this e-mail address.",
} as const;

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

/**
 * Spec 7 POST /customers/signup. A new e-mail becomes a new account. An e-mail known only from
 * guest checkouts becomes the account too (the address is unique), but its earlier orders and
 * addresses stay hidden until the owner confirms the address (verifyEmail), so nobody reads a
 * stranger's orders by signing up with their e-mail. Returns the confirmation token to mail.
 */
export async function signUp(
  db: Db,
  input: z.output<typeof signupSchema>,
  store: RetailStoreSlug,
): Promise<{ customer: Customer; verifyToken: string }> {
  const passwordHash = await hashPassword(input.password);
  const retailStoreId = await storeIdOf(db, store, input.retailer_store_id);
  return db.transaction(async (tx) => {
    const account = {
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      hasAccount: true,
      accountCreatedAt: new Date(),
      emailVerifiedAt: null,
      updatedAt: new Date(),
    };
    // Insert first: of two signups racing on one new e-mail, the second waits here for the
    // first and then finds its account below (a 422, never a duplicate-key 500).
    let [customer] = await tx
      .insert(customers)
      .values({ ...account, email: input.email, retailStoreId })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!customer) {
      const [existing] = await tx
        .select()
        .from(customers)
        .where(eq(customers.email, input.email))
        .for("update")
        .limit(1);
      if (!existing || existing.hasAccount) {
        throw DomainError.validation({ email: [ACCOUNT_MESSAGES.emailTaken] });
      }
      [customer] = await tx
        .update(customers)
        .set({ ...account, retailStoreId: existing.retailStoreId ?? retailStoreId })
        .where(eq(customers.id, existing.id))
        .returning();
    }
    if (!customer) throw new Error("customer upsert returned no row");
    if (input.newsletter) {
      await tx
        .insert(newsletterSignups)
        .values({ email: input.email, retailStoreId })
        .onConflictDoNothing({ target: newsletterSignups.email });
    }
    const verifyToken = await issueMailToken(
      tx,
      input.email,
      "verify",
      VERIFY_TTL_DAYS * 24 * 3_600_000,
    );
    return { customer, verifyToken };
  });
}

/**
 * Spec 7 POST /login. An unknown e-mail and a wrong password get the same answer after the same
 * work (a decoy hash is verified), and both count towards the throttle. Legacy hashes are
 * replaced with argon2id on the first successful sign-in.
 */
export async function authenticate(
  db: Db,
  input: z.output<typeof loginSchema>,
  ip: string,
): Promise<Customer> {
  const keys = throttleKeys(input.email, ip);
  const wait = await takeAttempt(db, keys);
  if (wait > 0) throw throttled(wait);
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, input.email))
    .limit(1);
  const stored = customer?.hasAccount ? customer.passwordHash : null;
  const check = await checkPassword(input.password, stored);
  if (!customer || !check.ok) {
    throw DomainError.validation({ email: [ACCOUNT_MESSAGES.badCredentials] });
  }
  await giveBackAttempt(db, keys);
  if (check.needsRehash) {
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
      .where(eq(customers.id, customer.id));
  }
  return customer;
}

const throttled = (seconds: number) => DomainError.rateLimited(ACCOUNT_MESSAGES.throttled, seconds);

/**
 * Spec 7 POST /public/forgot-password. Returns the mail to send, or null; the caller sends it
 * after answering, so a known and an unknown e-mail answer alike and in the same time.
 */
export async function prepareReset(
  db: Db,
  email: string,
): Promise<{ customer: Customer; token: string } | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (!customer?.hasAccount) return null;
  const token = await issueMailToken(db, email, "reset", RESET_TTL_MINUTES * 60_000);
  return { customer, token };
}

/**
 * Spec 7 POST /public/reset-password. The token works once and within 60 minutes; the new
 * password ends every sign-in of the account (all api tokens) and the other reset links.
 */
export async function resetPassword(
  db: Db,
  input: z.output<typeof resetPasswordSchema>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.token, input.email, "reset"))) {
      throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    }
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(customers.email, input.email), eq(customers.hasAccount, true)))
      .returning({ id: customers.id });
    if (!customer) throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    await tx.delete(apiTokens).where(eq(apiTokens.customerId, customer.id));
    await retireMailTokens(tx, input.email, "reset");
  });
  await clearFailures(db, `account:${input.email}`);
}

/** Confirms the e-mail from the welcome mail's link; earlier guest orders then show. */
export async function verifyEmail(
  db: Db,
  input: z.output<typeof verifyEmailSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await consumeMailToken(tx, input.token, input.email, "verify"))) {
      throw DomainError.validation({ token: [ACCOUNT_MESSAGES.badLink] });
    }
    await tx
      .update(customers)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(customers.email, input.email), eq(customers.hasAccount, true)));
  });
}

/**
 * Spec 7 PUT /customer/customers/{id}: name and e-mail; a new password needs the current one
 * and ends every other sign-in (the caller's own token stays).
 */
export async function updateProfile(
  db: Db,
  customer: Customer,
  input: z.output<typeof profileSchema>,
  ctx: { ip: string; currentToken: string | undefined },
): Promise<Customer> {
  let passwordHash: string | undefined;
  if (input.password) {
    const keys = throttleKeys(customer.email, ctx.ip);
    const wait = await takeAttempt(db, keys);
    if (wait > 0) throw throttled(wait);
    const check = await checkPassword(input.current_password ?? "", customer.passwordHash);
    if (!check.ok) {
      throw DomainError.validation({ current_password: [ACCOUNT_MESSAGES.wrongCurrent] });
    }
    await giveBackAttempt(db, keys);
    passwordHash = await hashPassword(input.password);
  }
  return db.transaction(async (tx) => {
    if (input.email !== customer.email) {
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, input.email), ne(customers.id, customer.id)))
        .limit(1);
      if (taken) throw DomainError.validation({ email: [ACCOUNT_MESSAGES.emailInUse] });
    }
    const [updated] = await tx
      .update(customers)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
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
    return updated;
  });
}

/**
 * Orders and addresses from before the account existed show only once the e-mail is confirmed;
 * null means everything shows (confirmed, or an account older than this rule).
 */
export function historyVisibleFrom(customer: Customer): Date | null {
  if (customer.emailVerifiedAt || !customer.accountCreatedAt) return null;
  return customer.accountCreatedAt;
}
