import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { and, asc, eq, or, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Customer } from "../auth/tokens";
import type { WebSession } from "../auth/web-session";
import { customers, passkeys } from "../db/schema";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { log } from "../log";
import { checkCurrentPassword } from "../customers/account";
import { ACCOUNT_MESSAGES } from "../customers/messages";
import { takeAttempt, THROTTLE, type SignInClient } from "../customers/throttle";
import { keepChallenge, spendChallenge } from "./challenges";
import { PASSKEY_MESSAGES } from "./messages";
import { defaultPasskeyName, tidyPasskeyName } from "./names";
import { signedInRecently } from "./recent-sign-in";
import type { RelyingParty } from "./relying-party";
import {
  authenticationResponseSchema,
  creationOptionsSchema,
  registrationResponseSchema,
  requestOptionsSchema,
  type PasskeyView,
} from "./schemas";

/** How long the browser lets the customer take over a ceremony. */
const CEREMONY_TIMEOUT_MS = 120_000;

type PasskeyRow = typeof passkeys.$inferSelect;

const presentPasskey = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

/** The WebAuthn user handle: the account's id as 16 bytes, never its e-mail. */
const userHandle = (customerId: string) => isoUint8Array.fromHex(customerId.replace(/-/g, ""));

const notVerified = () => DomainError.validation({ response: [PASSKEY_MESSAGES.notVerified] });

/** The customer's passkeys, oldest first. */
export async function listPasskeys(db: Db, customer: Pick<Customer, "id">): Promise<PasskeyView[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.customerId, customer.id))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(presentPasskey);
}

type Caller = {
  customer: Customer;
  session: WebSession;
  /** The api token the request was authenticated with. */
  apiToken: string | undefined;
  rp: RelyingParty;
};

/**
 * Starts adding a passkey. A sign-in on this browser in the last minutes is proof enough that
 * the owner is here; otherwise the current password is asked for, under the sign-in throttle.
 */
export async function registrationOptions(
  db: Db,
  caller: Caller,
  currentPassword: string | undefined,
  client: SignInClient,
) {
  const { customer, session, rp } = caller;
  if (!signedInRecently(session, caller.apiToken, Date.now())) {
    await checkCurrentPassword(
      db,
      customer,
      currentPassword,
      client,
      PASSKEY_MESSAGES.passwordToAdd,
    );
  }
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.customerId, customer.id), eq(passkeys.rpId, rp.id)));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: customer.email,
    userID: userHandle(customer.id),
    userDisplayName: `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    // The same authenticator twice would be one key under two names.
    excludeCredentials: existing,
    // A passkey signs in alone, so it must be discoverable and verify the person (PIN, biometrics).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, {
    purpose: "register",
    sessionId: session.sid,
    customerId: customer.id,
    rpId: rp.id,
  });
  return creationOptionsSchema.parse(options);
}

/** Finishes adding a passkey: the response must answer a challenge this session asked for. */
export async function addPasskey(
  db: Db,
  caller: Caller,
  input: { response: z.output<typeof registrationResponseSchema>; name?: string },
  userAgent: string | null,
): Promise<PasskeyView> {
  const { customer, session, rp } = caller;
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: (challenge) =>
      spendChallenge(db, challenge, {
        purpose: "register",
        sessionId: session.sid,
        customerId: customer.id,
        rpId: rp.id,
      }),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    log().info({ reason: reasonOf(error) }, "[passkeys] registration refused");
    return null;
  });
  if (!verification?.verified) throw notVerified();
  const { credential, aaguid, credentialBackedUp } = verification.registrationInfo;
  const name = input.name
    ? tidyPasskeyName(input.name)
    : defaultPasskeyName(aaguid === ZERO_AAGUID ? null : aaguid, userAgent);
  const [row] = await db
    .insert(passkeys)
    .values({
      customerId: customer.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      rpId: rp.id,
      name,
      aaguid,
      backedUp: credentialBackedUp,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw DomainError.validation({ response: [PASSKEY_MESSAGES.alreadySaved] });
  return presentPasskey(row);
}

const ZERO_AAGUID = "00000000-0000-0000-0000-000000000000";

/** Only the library's message: it names the check that failed, never key material. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : "unknown");

/** 404 for a passkey that is not this customer's, as for every other owned thing. */
export async function renamePasskey(
  db: Db,
  customer: Pick<Customer, "id">,
  id: string,
  name: string,
): Promise<PasskeyView> {
  const [row] = await db
    .update(passkeys)
    .set({ name: tidyPasskeyName(name) })
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customer.id)))
    .returning();
  if (!row) throw DomainError.notFound("Passkey");
  return presentPasskey(row);
}

export async function removePasskey(
  db: Db,
  customer: Pick<Customer, "id">,
  id: string,
): Promise<{ credentialId: string; rpId: string }> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customer.id)))
    .returning({ credentialId: passkeys.credentialId, rpId: passkeys.rpId });
  if (!row) throw DomainError.notFound("Passkey");
  return row;
}

/**
 * Starts a passkey sign-in (the button, or the browser's autofill waiting on the e-mail field).
 * No credentials are listed: the browser offers the passkeys it holds for this host, so the
 * answer says nothing about which accounts exist.
 */
export async function authenticationOptions(db: Db, session: WebSession, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await keepChallenge(db, options.challenge, {
    purpose: "authenticate",
    sessionId: session.sid,
    customerId: null,
    rpId: rp.id,
  });
  return requestOptionsSchema.parse(options);
}

/**
 * Signs in with a passkey. Issue 35: not under the password's throttle. A wrong password says
 * nothing about the holder of a passkey, and a signature cannot be guessed, so no lock that
 * strangers' guesses set (on the account, on a client address) refuses it; the operation's
 * per-client rate limit bounds the attempts. A response whose signature counter does not move
 * forward (a cloned authenticator or a replay) is refused.
 */
export async function passkeySignIn(
  db: Db,
  session: WebSession,
  rp: RelyingParty,
  response: z.output<typeof authenticationResponseSchema>,
  clientIp: string,
): Promise<Customer> {
  const [found] = await db
    .select({ passkey: passkeys, customer: customers })
    .from(passkeys)
    .innerJoin(customers, eq(customers.id, passkeys.customerId))
    .where(
      and(
        eq(passkeys.credentialId, response.id),
        eq(passkeys.rpId, rp.id),
        eq(customers.hasAccount, true),
      ),
    )
    .limit(1);
  if (!found) {
    // No account's passkey: the client address carries it, as for an unknown e-mail.
    const wait = await takeAttempt(db, [{ key: `ip:${clientIp}`, limit: THROTTLE.ipLimit }]);
    if (wait > 0) throw DomainError.rateLimited(ACCOUNT_MESSAGES.throttled, wait);
    throw DomainError.validation({ response: [PASSKEY_MESSAGES.unknown] });
  }
  const { passkey, customer } = found;
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(customer.id))) throw notVerified();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) =>
      spendChallenge(db, challenge, {
        purpose: "authenticate",
        sessionId: session.sid,
        customerId: null,
        rpId: rp.id,
      }),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    log().info({ reason: reasonOf(error) }, "[passkeys] sign-in refused");
    return null;
  });
  if (!verification?.verified) throw notVerified();
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // The library compares with the counter read above; this update decides between two
  // responses racing on one counter value, and never moves the counter back.
  const [used] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(), backedUp: credentialBackedUp })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        or(
          lt(passkeys.counter, newCounter),
          and(eq(passkeys.counter, 0), sql`${newCounter}::bigint = 0`),
        ),
      ),
    )
    .returning({ id: passkeys.id });
  if (!used) throw notVerified();
  return customer;
}
