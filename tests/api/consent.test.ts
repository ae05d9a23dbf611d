import { newClient, signIn, signUp } from "./support/accounts";

/**
 * Issue 37: consent events through the API (validated, CSRF-checked like the account's other
 * calls), a signed-in customer's choice answered to another browser, and the proxy's reading of
 * the CDN's country header and `Sec-GPC` into the page's privacy cookie.
 */
const CONSENT = "/api/external/privacy/consent";
type Ok<T> = { status: "success"; content: T };
type Event = { categories: string[]; policy_version: number; source: string };

describe("consent events", () => {
  it("follow a signed-in customer to another browser", async () => {
    const account = await signUp();
    const first = await account.client.send("POST", CONSENT, {
      categories: ["statistics", "functional"],
      policy_version: 1,
      source: "banner",
    });
    expect(first.status).toBe(200);
    const later = await account.client.send("POST", CONSENT, {
      categories: ["statistics"],
      policy_version: 1,
      source: "do-not-sell",
    });
    expect(later.status).toBe(200);

    const elsewhere = newClient();
    await signIn(elsewhere, account.email, account.password);
    const reply = await elsewhere.get(CONSENT);
    expect(reply.status).toBe(200);
    expect(reply.json<Ok<Event>>().content).toMatchObject({
      categories: ["statistics"],
      policy_version: 1,
      source: "do-not-sell",
    });
  });

  it("are kept for guests without an account, and only a signed-in customer can read theirs", async () => {
    const guest = newClient();
    const reply = await guest.send("POST", CONSENT, {
      categories: ["statistics"],
      policy_version: 1,
      source: "gpc",
    });
    expect(reply.json<Ok<{ recorded: boolean }>>().content).toEqual({ recorded: true });
    expect((await guest.get(CONSENT)).status).toBe(401);
    // The guest's event belongs to nobody: signing up afterwards does not adopt it.
    await signUp({ client: guest });
    const mine = await guest.get(CONSENT);
    expect(mine.status).toBe(200);
    expect(mine.json<Ok<Event | null>>().content).toBeNull();
  });

  it("refuse unknown categories and sources (422) and a post without the CSRF token (419)", async () => {
    const client = newClient();
    const bad = await client.send("POST", CONSENT, {
      categories: ["advertising"],
      policy_version: 1,
      source: "somewhere",
    });
    expect(bad.status).toBe(422);
    const body = bad.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["source"]));
    const forged = await client.request("POST", CONSENT, {
      body: { categories: [], policy_version: 1, source: "banner" },
    });
    expect(forged.status).toBe(419);
  });
});

describe("the proxy's privacy context", () => {
  const contextOf = async (headers: Record<string, string>) => {
    const client = newClient();
    const reply = await client.get("/craft", headers);
    expect(reply.status).toBe(200);
    return client.cookie("atelier_privacy");
  };

  it("is opt-in where the country is unknown or in the EU and UK, opt-out in the US", async () => {
    expect(await contextOf({})).toBe("in");
    expect(await contextOf({ "CF-IPCountry": "FR" })).toBe("in");
    expect(await contextOf({ "CF-IPCountry": "GB" })).toBe("in");
    expect(await contextOf({ "CF-IPCountry": "US" })).toBe("out");
  });

  it("carries Sec-GPC: 1, and the shopper's own region when the CDN says nothing", async () => {
    expect(await contextOf({ "CF-IPCountry": "US", "Sec-GPC": "1" })).toBe("out-gpc");
    expect(await contextOf({ cookie: "atelier_region=US" })).toBe("out");
    expect(await contextOf({ cookie: "atelier_region=US", "CF-IPCountry": "DE" })).toBe("in");
  });
});
