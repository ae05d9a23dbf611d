import { SoftAuthenticator } from "./support/soft-authenticator";
import {
  API,
  bearer,
  byToken,
  DEPT_HOST,
  newClient,
  SITE_ORIGIN,
  signUp,
  waitForMail,
  type Failure,
  type Ok,
  type SignedIn,
} from "./support/accounts";
import type { Client } from "./support/http";

// Issue 26: passkeys over HTTP, with a software authenticator answering the server's real
// challenges (the Playwright walk does the same with Chromium's virtual authenticator).

type Passkey = { id: string; name: string; created_at: string; last_used_at: string | null };
type CreationOptions = {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
};
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: unknown[] };

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/131.0.0.0 Safari/537.36";

async function addPasskey(client: Client, authenticator: SoftAuthenticator): Promise<Passkey> {
  const asked = await client.send("POST", `${API}/customer/passkeys/registration-options`, {});
  expect(asked.status).toBe(200);
  const options = asked.json<Ok<CreationOptions>>().content;
  const response = authenticator.register(options, SITE_ORIGIN);
  const added = await client.send(
    "POST",
    `${API}/customer/passkeys`,
    { response },
    { "user-agent": CHROME_ON_MAC },
  );
  expect(added.status).toBe(200);
  return added.json<Ok<Passkey>>().content;
}

async function passkeySignIn(client: Client, authenticator: SoftAuthenticator) {
  const asked = await client.send("POST", `${API}/login/passkey/options`);
  expect(asked.status).toBe(200);
  const response = authenticator.assert(asked.json<Ok<RequestOptions>>().content, SITE_ORIGIN);
  return client.send("POST", `${API}/login/passkey`, { response });
}

describe("adding a passkey (POST /customer/passkeys)", () => {
  it("right after signing in: verified, named after the device, listed, and the owner told", async () => {
    const { client, email, customer } = await signUp();
    const asked = await client.send("POST", `${API}/customer/passkeys/registration-options`, {});
    const options = asked.json<Ok<CreationOptions>>().content;
    expect(options.rp.id).toBe("localhost");
    expect(options.user.name).toBe(email);
    expect(options.user.id).not.toContain(customer.id);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    const response = new SoftAuthenticator().register(options, SITE_ORIGIN);
    const added = await client.send(
      "POST",
      `${API}/customer/passkeys`,
      { response },
      { "user-agent": CHROME_ON_MAC },
    );
    expect(added.status).toBe(200);
    const passkey = added.json<Ok<Passkey>>().content;
    expect(passkey).toMatchObject({ name: "Chrome on Mac", last_used_at: null });
    const listed = await client.get(`${API}/customer/passkeys`);
    expect(listed.json<Ok<Passkey[]>>().content).toEqual([passkey]);
    const notice = await waitForMail(email, (m) => m.text.includes("passkey"));
    expect(notice.text).toContain('A passkey named "Chrome on Mac" was added');
  });

  it("needs the current password when the session did not just sign in", async () => {
    const { email, password } = await signUp();
    // An app without cookies: its bearer token says nothing of a recent sign-in on a browser.
    const app = newClient();
    const headers = bearer((await signUpToken(email, password)) ?? "");
    const missing = await app.send(
      "POST",
      `${API}/customer/passkeys/registration-options`,
      {},
      headers,
    );
    expect(missing.status).toBe(422);
    expect(missing.json<Failure>().errors).toHaveProperty("current_password");
    const wrong = await app.send(
      "POST",
      `${API}/customer/passkeys/registration-options`,
      { current_password: "not the password" },
      headers,
    );
    expect(wrong.status).toBe(422);
    const right = await app.send(
      "POST",
      `${API}/customer/passkeys/registration-options`,
      { current_password: password },
      headers,
    );
    expect(right.status).toBe(200);
  });

  it("refuses a write without the CSRF token (419), a guest (401) and a malformed body (422)", async () => {
    const { client } = await signUp();
    const noToken = await client.request("POST", `${API}/customer/passkeys/registration-options`, {
      body: {},
    });
    expect(noToken.status).toBe(419);
    const guest = newClient();
    expect((await guest.get(`${API}/customer/passkeys`)).status).toBe(401);
    const malformed = await client.send("POST", `${API}/customer/passkeys`, {
      response: { id: "not base64!", type: "password" },
    });
    expect(malformed.status).toBe(422);
    const body = malformed.json<Failure>();
    expect(body.message).toMatch(/\S/);
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining(["response.id", "response.type"]),
    );
  });

  it("refuses a response to no challenge of this session (422)", async () => {
    const first = await signUp();
    const other = await signUp();
    const asked = await first.client.send(
      "POST",
      `${API}/customer/passkeys/registration-options`,
      {},
    );
    const response = new SoftAuthenticator().register(
      asked.json<Ok<CreationOptions>>().content,
      SITE_ORIGIN,
    );
    const stolen = await other.client.send("POST", `${API}/customer/passkeys`, { response });
    expect(stolen.status).toBe(422);
    expect(stolen.json<Failure>().errors).toHaveProperty("response");
  });
});

/** The api token of a fresh sign-in with the password, for an app without cookies. */
async function signUpToken(email: string, password: string): Promise<string | undefined> {
  const app = newClient();
  const reply = await app.send("POST", `${API}/login`, {
    email,
    password,
    token_delivery: "body",
  });
  return reply.json<Ok<SignedIn>>().content.api_token;
}

describe("renaming and removing (PUT, DELETE /customer/passkeys/{id})", () => {
  it("renames with a checked name, and 404s for another customer's passkey", async () => {
    const owner = await signUp();
    const passkey = await addPasskey(owner.client, new SoftAuthenticator());
    const url = `${API}/customer/passkeys/${passkey.id}`;
    const empty = await owner.client.send("PUT", url, { name: "   " });
    expect(empty.status).toBe(422);
    expect(empty.json<Failure>().errors).toHaveProperty("name");
    const renamed = await owner.client.send("PUT", url, { name: "My laptop" });
    expect(renamed.json<Ok<Passkey>>().content.name).toBe("My laptop");

    const stranger = await signUp();
    expect((await stranger.client.send("PUT", url, { name: "Mine now" })).status).toBe(404);
    expect((await stranger.client.send("DELETE", url)).status).toBe(404);
    const listed = await owner.client.get(`${API}/customer/passkeys`);
    expect(listed.json<Ok<Passkey[]>>().content.map((p) => p.name)).toEqual(["My laptop"]);
  });
});

describe("signing in with a passkey (POST /login/passkey)", () => {
  it("signs in on a new session, once per challenge; a removed passkey signs in no more", async () => {
    const { client, customer } = await signUp();
    const authenticator = new SoftAuthenticator();
    const passkey = await addPasskey(client, authenticator);

    const browser = newClient();
    const asked = await browser.send("POST", `${API}/login/passkey/options`);
    const options = asked.json<Ok<RequestOptions>>().content;
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials ?? []).toEqual([]);
    const guestXsrf = browser.cookie("XSRF-TOKEN") ?? "";
    const response = authenticator.assert(options, SITE_ORIGIN);
    const signedIn = await browser.send("POST", `${API}/login/passkey`, { response });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json<Ok<SignedIn>>().content.customer.id).toBe(customer.id);
    expect((await byToken(browser)).status).toBe(200);
    // Session rotation, as for a password (sealed cookies always differ, so compare what the id
    // signs): the guest session's CSRF token, a MAC over the old id, is refused now.
    const fresh = browser.cookie("XSRF-TOKEN") ?? "";
    browser.setCookie("XSRF-TOKEN", guestXsrf);
    const stale = await browser.request("POST", `${API}/login/passkey/options`, {
      headers: { "x-xsrf-token": decodeURIComponent(guestXsrf) },
    });
    expect(stale.status).toBe(419);
    browser.setCookie("XSRF-TOKEN", fresh);

    const replayed = await newClient().send("POST", `${API}/login/passkey`, { response });
    expect(replayed.status).toBe(422);

    const listed = await client.get(`${API}/customer/passkeys`);
    expect(listed.json<Ok<Passkey[]>>().content[0]?.last_used_at).not.toBeNull();

    const removed = await client.send("DELETE", `${API}/customer/passkeys/${passkey.id}`);
    expect(removed.status).toBe(200);
    const after = await passkeySignIn(newClient(), authenticator);
    expect(after.status).toBe(422);
    expect(after.json<Failure>().message).toMatch(/not saved to an account/);
  });

  it("binds the passkey to the store's own host: dept's options name dept's host", async () => {
    const dept = newClient(DEPT_HOST);
    const asked = await dept.send("POST", `${API}/login/passkey/options`);
    expect(asked.json<Ok<RequestOptions>>().content.rpId).toBe("dept.localhost");
    const forged = newClient("evil.example");
    const web = await forged.send("POST", `${API}/login/passkey/options`);
    expect(web.json<Ok<RequestOptions>>().content.rpId).toBe("localhost");
  });

  it("refuses a body that is not a passkey response (422 with errors)", async () => {
    const reply = await newClient().send("POST", `${API}/login/passkey`, { response: {} });
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().errors).toHaveProperty(["response.id"]);
  });

  it("is in the OpenAPI document with the other sign-in operations", async () => {
    const doc = (await newClient().get(`${API}/openapi.json`)).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    expect(doc.paths[`${API}/login/passkey`]?.post?.responses).toHaveProperty("419");
    expect(Object.keys(doc.paths[`${API}/customer/passkeys/{id}`] ?? {})).toEqual(
      expect.arrayContaining(["put", "delete"]),
    );
  });
});
