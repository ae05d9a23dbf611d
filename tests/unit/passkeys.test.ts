import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Customer } from "@/lib/auth/tokens";
import type { WebSession } from "@/lib/auth/web-session";
import { customers, passkeys } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { DomainError } from "@/lib/errors";
import { THROTTLE, takeAttemptPerKey, throttleKeys } from "@/lib/customers/throttle";
import { keepChallenge } from "@/lib/passkeys/challenges";
import { PASSKEY_MESSAGES } from "@/lib/passkeys/messages";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import {
  addPasskey,
  authenticationOptions,
  listPasskeys,
  passkeySignIn,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from "@/lib/passkeys/service";
import { SoftAuthenticator } from "../api/support/soft-authenticator";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 26: adding passkeys and signing in with them, against the real verifier
// (@simplewebauthn/server) on an in-memory database, with a software authenticator.
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
beforeAll(() => seeded.database.migrate(), 60_000);

const SITE = "http://localhost:3203";
const rp = relyingPartyFor("web", { siteUrl: SITE, name: "Atelier Ardent" });
const PASSWORD = "correct horse battery staple";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36";
let n = 0;

async function newCustomer(): Promise<Customer> {
  n += 1;
  const [row] = await db()
    .insert(customers)
    .values({
      email: `passkey${n}-${Date.now()}@example.com`,
      hasAccount: true,
      firstName: "Ada",
      lastName: "Lovelace",
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!row) throw new Error("no customer");
  return row;
}

let sessions = 0;
/** A browser's web session, signed in just now with `token`. */
const browser = (token = `token-${++sessions}`): WebSession => ({
  sid: `session-${++sessions}-0123456789abcdef`,
  token,
  authAt: Date.now(),
});
const client = () => ({ ip: `10.0.${n}.${++sessions % 250}`, device: null });

/** Signed in recently on `session`: adds the authenticator's passkey to `customer`. */
async function enrol(customer: Customer, authenticator: SoftAuthenticator, session = browser()) {
  const caller = { customer, session, apiToken: session.token, rp };
  const options = await registrationOptions(db(), caller, undefined, client());
  const response = authenticator.register(options, rp.origin);
  return addPasskey(db(), caller, { response }, UA);
}

async function signIn(authenticator: SoftAuthenticator, session = browser(undefined)) {
  const options = await authenticationOptions(db(), session, rp);
  const response = authenticator.assert(options, rp.origin);
  return passkeySignIn(db(), session, rp, response, "10.9.9.9");
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${error}`);
  return error;
}

describe("adding a passkey", () => {
  it("keeps the verified credential, named after the device, and lists it", async () => {
    const customer = await newCustomer();
    const added = await enrol(customer, new SoftAuthenticator());
    expect(added.name).toBe("Chrome on Linux");
    expect(added.last_used_at).toBeNull();
    expect(await listPasskeys(db(), customer)).toEqual([added]);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row?.rpId).toBe("localhost");
    expect(row?.counter).toBe(1);
    expect(row?.transports).toEqual(["internal"]);
  });

  it("asks for the current password when the sign-in here is not recent", async () => {
    const customer = await newCustomer();
    const session = { ...browser(), authAt: Date.now() - 60 * 60_000 };
    const caller = { customer, session, apiToken: session.token, rp };
    const missing = await failure(registrationOptions(db(), caller, undefined, client()));
    expect(missing.errors?.current_password).toEqual([PASSKEY_MESSAGES.passwordToAdd]);
    const wrong = await failure(registrationOptions(db(), caller, "not it", client()));
    expect(wrong.errors?.current_password).toBeDefined();
    const options = await registrationOptions(db(), caller, PASSWORD, client());
    expect(options.rp.id).toBe("localhost");
  });

  it("does not take a bearer token's word for the cookie's recent sign-in", async () => {
    const customer = await newCustomer();
    const session = browser();
    const caller = { customer, session, apiToken: "a-bearer-token", rp };
    const error = await failure(registrationOptions(db(), caller, undefined, client()));
    expect(error.errors?.current_password).toBeDefined();
  });

  it("refuses a response to a challenge another session asked for", async () => {
    const customer = await newCustomer();
    const mine = browser();
    const options = await registrationOptions(
      db(),
      { customer, session: mine, apiToken: mine.token, rp },
      undefined,
      client(),
    );
    const response = new SoftAuthenticator().register(options, rp.origin);
    const other = browser();
    const caller = { customer, session: other, apiToken: other.token, rp };
    const error = await failure(addPasskey(db(), caller, { response }, UA));
    expect(error.errors?.response).toEqual([PASSKEY_MESSAGES.notVerified]);
    expect(await listPasskeys(db(), customer)).toEqual([]);
  });

  it("spends the challenge once, and refuses a response made on another origin", async () => {
    const customer = await newCustomer();
    const session = browser();
    const caller = { customer, session, apiToken: session.token, rp };
    const options = await registrationOptions(db(), caller, undefined, client());
    const authenticator = new SoftAuthenticator();
    const foreign = authenticator.register(options, "http://evil.localhost:3203");
    expect((await failure(addPasskey(db(), caller, { response: foreign }, UA))).code).toBe(
      "invalid",
    );
    // The foreign attempt spent it: the right answer to the same challenge comes too late.
    const response = authenticator.register(options, rp.origin);
    expect((await failure(addPasskey(db(), caller, { response }, UA))).code).toBe("invalid");
  });

  it("refuses a challenge past its few minutes", async () => {
    const customer = await newCustomer();
    const session = browser();
    const caller = { customer, session, apiToken: session.token, rp };
    const options = await registrationOptions(db(), caller, undefined, client());
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = { ...options, challenge: "c3RhbGUtY2hhbGxlbmdlLTAxMjM0NTY3ODk" };
    await keepChallenge(
      db(),
      stale.challenge,
      { purpose: "register", sessionId: session.sid, customerId: customer.id, rpId: rp.id },
      old,
    );
    const response = new SoftAuthenticator().register(stale, rp.origin);
    expect((await failure(addPasskey(db(), caller, { response }, UA))).code).toBe("invalid");
  });
});

describe("signing in with a passkey", () => {
  it("signs its account in and notes when it was used", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    const added = await enrol(customer, authenticator);
    const result = await signIn(authenticator);
    expect(result.id).toBe(customer.id);
    const [listed] = await listPasskeys(db(), customer);
    expect(listed?.last_used_at).not.toBeNull();
    expect(listed?.id).toBe(added.id);
  });

  it("refuses a replayed response (the challenge works once)", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    await enrol(customer, authenticator);
    const session = browser(undefined);
    const options = await authenticationOptions(db(), session, rp);
    const response = authenticator.assert(options, rp.origin);
    const sign = () => passkeySignIn(db(), session, rp, response, "10.9.9.9");
    expect((await sign()).id).toBe(customer.id);
    expect((await failure(sign())).errors?.response).toEqual([PASSKEY_MESSAGES.notVerified]);
  });

  it("refuses a signature counter that does not move forward (a cloned authenticator)", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    await enrol(customer, authenticator);
    expect((await signIn(authenticator)).id).toBe(customer.id);
    authenticator.counter -= 2;
    expect((await failure(signIn(authenticator))).errors?.response).toEqual([
      PASSKEY_MESSAGES.notVerified,
    ]);
  });

  it("refuses a response whose user handle names another account", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    await enrol(customer, authenticator);
    authenticator.userHandle = "AAAAAAAAAAAAAAAAAAAAAA";
    expect((await failure(signIn(authenticator))).code).toBe("invalid");
  });

  it("knows a removed passkey no more", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    const added = await enrol(customer, authenticator);
    await removePasskey(db(), customer, added.id);
    expect((await failure(signIn(authenticator))).errors?.response).toEqual([
      PASSKEY_MESSAGES.unknown,
    ]);
  });

  it("is never held up by failed passwords: not by a locked account, nor a locked address (issue 35)", async () => {
    const customer = await newCustomer();
    const authenticator = new SoftAuthenticator();
    await enrol(customer, authenticator);
    const who = { ip: "10.200.0.1", device: null };
    // Every key a password guess for this account from this address counts on, over its limit.
    const keys = throttleKeys(customer.email, who);
    for (let i = 0; i <= THROTTLE.ipLimit; i += 1) await takeAttemptPerKey(db(), keys);
    const session = browser(undefined);
    const options = await authenticationOptions(db(), session, rp);
    const response = authenticator.assert(options, rp.origin);
    const signedIn = await passkeySignIn(db(), session, rp, response, who.ip);
    expect(signedIn.id).toBe(customer.id);
  });
});

describe("renaming and removing", () => {
  it("renames the customer's own passkey", async () => {
    const customer = await newCustomer();
    const added = await enrol(customer, new SoftAuthenticator());
    const renamed = await renamePasskey(db(), customer, added.id, "  Work   laptop ");
    expect(renamed.name).toBe("Work laptop");
  });

  it("answers not found for another customer's passkey, and leaves it be", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const added = await enrol(owner, new SoftAuthenticator());
    expect((await failure(renamePasskey(db(), stranger, added.id, "Mine"))).kind).toBe("not_found");
    expect((await failure(removePasskey(db(), stranger, added.id))).kind).toBe("not_found");
    expect(await listPasskeys(db(), owner)).toEqual([added]);
  });
});
