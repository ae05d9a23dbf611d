import { randomInt, randomUUID } from "node:crypto";
import { brand } from "@/lib/brand";
import { SoftAuthenticator } from "./support/soft-authenticator";
import {
  API,
  byToken,
  type Customer,
  type Failure,
  linkIn,
  login,
  mailsTo,
  newClient,
  type Ok,
  type SignedIn,
  SITE_ORIGIN,
  signUp,
  waitForMail,
} from "./support/accounts";
import type { Client } from "./support/http";

/**
 * Issue 35: the outside test's three-step lock-out, replayed against the test server (which runs
 * with TRUST_PROXY=1, so X-Forwarded-For names the client). Whatever a stranger does with wrong
 * passwords, tagged forms of the owner's address, an appointment and a made-up share, the owner
 * still signs in from a new browser (by password through the mailed link, and by passkey) and
 * still gets a reset link.
 */

const BY_MAIL = "sign_in_by_mail";
/** The attacker's IPv6 networks: each /64 is one client to the throttle, whatever its address. */
const site = `2001:db8:${randomInt(0, 0xffff).toString(16)}`;
const inNetwork = (network: number, host: number) =>
  newClient(undefined, `${site}:${network.toString(16)}::${host.toString(16)}`);
const attackerAt = (n: number) => inNetwork(n, 1);

const tagged = (email: string, tag: number) => email.replace("@", `+${tag}@`);
const resetsTo = (email: string) =>
  mailsTo(email).filter((m) => m.text.includes("/reset-password/"));

type RequestOptions = { challenge: string; rpId?: string };
type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };

async function addPasskey(client: Client, authenticator: SoftAuthenticator): Promise<void> {
  const asked = await client.send("POST", `${API}/customer/passkeys/registration-options`, {});
  expect(asked.status).toBe(200);
  const response = authenticator.register(asked.json<Ok<CreationOptions>>().content, SITE_ORIGIN);
  const added = await client.send("POST", `${API}/customer/passkeys`, { response });
  expect(added.status).toBe(200);
}

async function passkeySignIn(client: Client, authenticator: SoftAuthenticator) {
  const asked = await client.send("POST", `${API}/login/passkey/options`);
  expect(asked.status).toBe(200);
  const response = authenticator.assert(asked.json<Ok<RequestOptions>>().content, SITE_ORIGIN);
  return client.send("POST", `${API}/login/passkey`, { response });
}

describe("no stranger can shut the owner out (issue 35)", () => {
  it("after 20 wrong passwords, three tagged resets, an appointment and made-up shares, the owner signs in and gets a reset link", async () => {
    const owner = await signUp();
    const authenticator = new SoftAuthenticator();
    await addPasskey(owner.client, authenticator);

    // 1. Twenty wrong passwords, five from each of four /64 networks: the account key
    //    (`account:<email>`) is now over its limit for browsers the account never saw.
    for (let n = 1; n <= 4; n++) {
      const attacker = attackerAt(n);
      for (let i = 0; i < 5; i++) {
        expect((await login(attacker, owner.email, `guess ${n}.${i}`)).status).toBe(422);
      }
    }
    // The guesser's own addresses stay stopped, whatever the password, and so does any other
    // address of the same /64: a new address there is not a new client.
    for (const guesserClient of [attackerAt(1), inNetwork(1, 0xbeef)]) {
      const guesser = await login(guesserClient, owner.email, owner.password);
      expect(guesser.status).toBe(429);
      expect(guesser.json<Failure>().code).not.toBe(BY_MAIL);
    }

    // 2. Three resets for tagged forms of the owner's address: no account uses them.
    const taggedResets: unknown[] = [];
    for (let tag = 1; tag <= 3; tag++) {
      const asked = await attackerAt(4 + tag).send("POST", `${API}/public/forgot-password`, {
        email: tagged(owner.email, tag),
      });
      expect(asked.status).toBe(200);
      taggedResets.push(asked.json<Ok<unknown>>().content);
    }

    // 3. Appointments naming the owner's address (the mail goes to client care) and shares of
    //    a design that does not exist, to the owner: together they would fill a day's cap.
    for (let i = 0; i < 3; i++) {
      const asked = await attackerAt(8 + i).send("POST", `${API}/public/request-appointment`, {
        name: "Not the owner",
        email: owner.email,
        message: `appointment ${i}`,
      });
      expect(asked.status).toBe(200);
    }
    await waitForMail(brand.supportEmail, (m) => m.text.includes("appointment 2"));
    for (let i = 0; i < 3; i++) {
      const shared = await attackerAt(11 + i).send("POST", `${API}/public/share/customized-bag`, {
        configured_product_id: randomUUID(),
        sender_name: "Ada",
        recipient_email: owner.email,
      });
      expect(shared.status).toBe(404);
    }

    // The owner, on a browser the account never saw, with the right password: the answer says
    // to check the inbox, and the mailed link signs that browser in.
    const home = newClient();
    const asked = await login(home, owner.email, owner.password);
    expect(asked.status).toBe(429);
    expect(asked.json<Failure>().code).toBe(BY_MAIL);
    const link = linkIn(
      await waitForMail(owner.email, (m) => m.text.includes("/finish-sign-in/")),
      "finish-sign-in",
    );
    const finished = await home.send("POST", `${API}/public/finish-sign-in`, {
      token: link.token,
      email: link.email,
    });
    expect(finished.status).toBe(200);
    expect(finished.json<Ok<SignedIn>>().content.customer.email).toBe(owner.email);
    expect((await byToken(home)).json<Ok<Customer>>().content.email).toBe(owner.email);

    // On another new browser, the owner's passkey signs in directly.
    const phone = newClient();
    const byPasskey = await passkeySignIn(phone, authenticator);
    expect(byPasskey.status).toBe(200);
    expect(byPasskey.json<Ok<SignedIn>>().content.customer.email).toBe(owner.email);

    // The owner asks for a reset link, and it is in the outbox.
    const before = resetsTo(owner.email).length;
    const reset = await newClient().send("POST", `${API}/public/forgot-password`, {
      email: owner.email,
    });
    expect(reset.status).toBe(200);
    await waitForMail(owner.email, () => resetsTo(owner.email).length > before);
    expect(linkIn(resetsTo(owner.email).at(-1)!, "reset-password").email).toBe(owner.email);
    // Nothing went to the tagged addresses, which no account uses, and no answer said it had.
    for (let tag = 1; tag <= 3; tag++) expect(mailsTo(tagged(owner.email, tag))).toEqual([]);
    for (const answer of taggedResets) expect(answer).not.toEqual({ sent: true });
  });
});
