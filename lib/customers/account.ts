import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../errors";
import type { Customer } from "../auth/tokens";
import { checkPassword, hashPassword } from "../auth/password";
import { apiTokens, customers } from "../db/schema";
import type { Db } from "../db/types";
import { RESET_TTL_MINUTES, VERIFY_TTL_DAYS } from "./mail";
import { ACCOUNT_MESSAGES, SIGN_IN_BY_MAIL_CODE } from "./messages";
import type { loginSchema, resetPasswordSchema, verifyEmailSchema } from "./schemas";
import {
  clearFailures,
  giveBackAttempt,
  signInGate,
  takeAttempt,
  takeAttemptPerKey,
  throttleKeys,
  type SignInClient,
} from "./throttle";
import { spendAccountToken, issueAccountToken, retireAccountTokens } from "./tokens";

/**
 * What a sign-in attempt came to: signed in, or (from a client address locked by many failures,
 * or a new browser while the account key is locked) `by_mail`: the caller answers alike whatever
 * the password was, and mails `customer`, set only when the password was right, a link that
 * finishes the sign-in (sign-in-link.ts).
 */
export type SignInResult =
  | { kind: "signed_in"; customer: Customer }
  | { kind: "by_mail"; customer: Customer | null; retryAfterSeconds: number };

/**
 * Spec 7 POST /login. An unknown e-mail and a wrong password get the same answer after the same
 * work (a decoy hash is verified), and both count towards the throttle. Legacy hashes are
 * replaced with argon2id on the first successful sign-in.
 *
 * Issues 25 and 35: when only shared keys are locked (the client address, the account from new
 * browsers: `signInGate`), the password is still checked with the same work, nothing of the
 * result shows in the answer, and no attempt is given back (a freed per-account key would tell
 * the next guess the password was right).
 */
export async function authenticate(
  db: Db,
  input: z.output<typeof loginSchema>,
  client: SignInClient,
): Promise<SignInResult> {
  const keys = throttleKeys(input.email, client);
  const gate = signInGate(keys, await takeAttemptPerKey(db, keys));
  if (gate.kind === "refuse") throw throttled(gate.seconds);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, input.email), eq(customers.hasAccount, true)))
    .limit(1);
  const stored = customer?.passwordHash ?? null;
  const check = await checkPassword(input.password, stored);
  const right = customer && check.ok ? customer : null;
  if (gate.kind === "mail") {
    return { kind: "by_mail", customer: right, retryAfterSeconds: gate.seconds };
  }
  if (!right) throw DomainError.validation({ email: [ACCOUNT_MESSAGES.badCredentials] });
  await giveBackAttempt(db, keys);
  if (check.needsRehash) {
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
      .where(eq(customers.id, right.id));
  }
  return { kind: "signed_in", customer: right };
}

const throttled = (seconds: number) => DomainError.rateLimited(ACCOUNT_MESSAGES.throttled, seconds);

/** The one answer every attempt from a locked client address gets (`by_mail`). */
export const signInByMail = (seconds: number) =>
  new DomainError("rate_limited", ACCOUNT_MESSAGES.signInByMail, {
    code: SIGN_IN_BY_MAIL_CODE,
    retryAfterSeconds: seconds,
  });

/**
 * The current password, checked under the sign-in throttle (the caller is signed in); `missing`
 * says what it was needed for.
 */
export async function checkCurrentPassword(
  db: Db,
  customer: Customer,
  password: string | undefined,
  client: SignInClient,
  missing: string,
): Promise<void> {
  if (!password) throw DomainError.validation({ current_password: [missing] });
  const keys = throttleKeys(customer.email, client);
  const wait = await takeAttempt(db, keys);
  if (wait > 0) throw throttled(wait);
  const check = await checkPassword(password, customer.passwordHash);
  if (!check.ok) {
    throw DomainError.validation({ current_password: [ACCOUNT_MESSAGES.wrongCurrent] });
  }
  await giveBackAttempt(db, keys);
}

/**
 * Spec 7 POST /public/forgot-password. Returns the mail to send, or null; the caller sends it
 * after answering, so a known and an unknown e-mail answer alike and in the same time.
 */
export async function prepareReset(
  db: Db,
  email: string,
): Promise<{ customer: Customer; token: string } | null> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.email, email), eq(customers.hasAccount, true)))
      .limit(1);
    if (!customer) return null;
    const token = await issueAccountToken(tx, {
      customerId: customer.id,
      email,
      accountEmail: email,
      purpose: "reset",
      ttlMs: RESET_TTL_MINUTES * 60_000,
    });
    return { customer, token };
  });
}

/** A link mailed to the current address after it was set proves the address. */
const provesAddress = (customer: Customer, mailedAt: Date) =>
  mailedAt >= (customer.emailSetAt ?? customer.createdAt);

/**
 * Spec 7 POST /public/reset-password. The token works once, within 60 minutes, and only while the
 * account keeps the address it was mailed to; the new password ends every sign-in of the account
 * (all api tokens) and its other mailed links. The link proved the address, so it counts as
 * confirmed from now on.
 */
export async function resetPassword(
  db: Db,
  input: z.output<typeof resetPasswordSchema>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input, "reset");
    const customer = spent.customer;
    const proven = !customer.emailVerifiedAt && provesAddress(customer, spent.createdAt);
    await tx
      .update(customers)
      .set({
        passwordHash,
        updatedAt: new Date(),
        ...(proven ? { emailVerifiedAt: new Date() } : {}),
      })
      .where(eq(customers.id, customer.id));
    await tx.delete(apiTokens).where(eq(apiTokens.customerId, customer.id));
    await retireAccountTokens(tx, customer.id, ["reset"]);
  });
  await clearFailures(db, `account:${input.email}`);
}

/**
 * For an account made before sign-ups were confirmed by mail: a link to its current address.
 * Null when the address is already confirmed.
 */
export async function prepareVerify(db: Db, customer: Customer): Promise<string | null> {
  if (customer.emailVerifiedAt) return null;
  return db.transaction((tx) =>
    issueAccountToken(tx, {
      customerId: customer.id,
      email: customer.email,
      accountEmail: customer.email,
      purpose: "verify",
      ttlMs: VERIFY_TTL_DAYS * 24 * 3_600_000,
    }),
  );
}

/**
 * Confirms the account's address from the mailed link: the token names the account and the
 * address, and dies when the account's address changes, so earlier guest orders join only
 * the account whose own current address received the link.
 */
export async function verifyEmail(
  db: Db,
  input: z.output<typeof verifyEmailSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input, "verify");
    await tx
      .update(customers)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(customers.id, spent.customerId),
          eq(customers.email, spent.accountEmail),
          isNull(customers.emailVerifiedAt),
        ),
      );
  });
}

/**
 * Orders and addresses of a record that was a guest before it became an account (the rule
 * before sign-ups were confirmed) show only once the e-mail is confirmed; null means everything
 * of the account's own shows.
 */
export function historyVisibleFrom(customer: Customer): Date | null {
  if (customer.emailVerifiedAt || !customer.accountCreatedAt) return null;
  return customer.accountCreatedAt;
}

/**
 * Whether guest checkouts under the account's address are the account's to see: only when its
 * own current address was confirmed by a link mailed after the address was set.
 */
export function addressProven(customer: Customer): boolean {
  if (!customer.hasAccount || !customer.emailVerifiedAt) return false;
  return customer.emailVerifiedAt >= (customer.emailSetAt ?? customer.createdAt);
}
