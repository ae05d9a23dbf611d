import { newClient, signUp, type Ok } from "./support/accounts";
import { Client, fixtures, type Reply } from "./support/http";

const NEWSLETTER = "/api/external/public/signup-to-newsletter";
const ADDRESSES = "/api/external/customer/addresses";
const ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  line1: "12 Crosby Street",
  city: "New York",
  state: "ny",
  postal_code: "10013",
};

/** Address lines the customer has saved: what a refused write must leave as it was. */
const savedLines = async (client: Client) =>
  (await client.get(ADDRESSES)).json<Ok<{ line1: string }[]>>().content.map((a) => a.line1);

const refusedAsCsrf = (reply: Reply) => ({
  status: reply.status,
  message: reply.json<{ message: string }>().message,
});
const CSRF_REFUSAL = { status: 419, message: "CSRF token mismatch." };

describe("GET /sanctum/csrf-cookie", () => {
  it("issues a readable XSRF-TOKEN cookie", async () => {
    const client = new Client();
    const reply = await client.get("/sanctum/csrf-cookie");
    expect(reply.status).toBe(204);
    const line = reply.setCookies.find((c) => c.startsWith("XSRF-TOKEN="));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=lax/i);
  });
});

describe("CSRF on state-changing calls", () => {
  it("refuses a call without the header with 419", async () => {
    const client = new Client();
    await client.get("/sanctum/csrf-cookie");
    const reply = await client.request("POST", NEWSLETTER, { body: { email: "a@example.com" } });
    expect(reply.status).toBe(419);
    expect(reply.json<{ message: string }>().message).toBe("CSRF token mismatch.");
  });

  it("refuses a wrong token and another origin, and nothing is written", async () => {
    const { client } = await signUp();
    const wrong = await client.request("POST", ADDRESSES, {
      body: ADDRESS,
      headers: { "x-xsrf-token": "forged.value" },
    });
    expect(refusedAsCsrf(wrong)).toEqual(CSRF_REFUSAL);
    const crossSite = await client.send("POST", ADDRESSES, ADDRESS, {
      origin: "https://evil.example",
    });
    expect(refusedAsCsrf(crossSite)).toEqual(CSRF_REFUSAL);
    expect(await savedLines(client)).toEqual([]);
    // The same request with the echoed token from our own page is written.
    expect((await client.send("POST", ADDRESSES, ADDRESS)).status).toBe(200);
    expect(await savedLines(client)).toEqual([ADDRESS.line1]);
  });

  it("refuses Origin: null even with a valid token, and nothing is written", async () => {
    const { client } = await signUp();
    const reply = await client.send("POST", ADDRESSES, ADDRESS, { origin: "null" });
    expect(refusedAsCsrf(reply)).toEqual(CSRF_REFUSAL);
    expect(await savedLines(client)).toEqual([]);
  });

  it("refuses a valid token that was issued to another session", async () => {
    const { client: victim } = await signUp();
    const attacker = new Client();
    await attacker.get("/sanctum/csrf-cookie");
    // The attacker plants their own (validly signed) token in the victim's browser.
    const planted = attacker.cookie("XSRF-TOKEN") ?? "";
    const own = victim.cookie("XSRF-TOKEN") ?? "";
    victim.setCookie("XSRF-TOKEN", planted);
    const reply = await victim.request("POST", ADDRESSES, {
      body: ADDRESS,
      headers: { "x-xsrf-token": planted },
    });
    expect(refusedAsCsrf(reply)).toEqual(CSRF_REFUSAL);
    victim.setCookie("XSRF-TOKEN", own);
    expect(await savedLines(victim)).toEqual([]);
    // And without a session cookie, no token is valid.
    const sessionless = new Client();
    sessionless.setCookie("XSRF-TOKEN", planted);
    const bare = await sessionless.request("POST", NEWSLETTER, {
      body: { email: "a@example.com" },
      headers: { "x-xsrf-token": planted },
    });
    expect(refusedAsCsrf(bare)).toEqual(CSRF_REFUSAL);
  });

  it("gives a new token with a new session (sign-in), and the old one stops working", async () => {
    const client = new Client();
    await client.get("/sanctum/csrf-cookie");
    const before = client.cookie("XSRF-TOKEN");
    // Signing up ends with the mailed link, which signs this client in: a new session.
    await signUp({ client });
    const after = client.cookie("XSRF-TOKEN");
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The old token, echoed as cookie and header alike, with the new session: its MAC names the
    // old session id, so it passes only if sign-in kept the id (no rotation).
    const signedIn = client.cookie("XSRF-TOKEN");
    client.setCookie("XSRF-TOKEN", before ?? "");
    const stale = await client.request("POST", NEWSLETTER, {
      body: { email: "a@example.com" },
      headers: { "x-xsrf-token": before ?? "" },
    });
    expect(stale.status).toBe(419);
    client.setCookie("XSRF-TOKEN", signedIn ?? "");
    expect((await client.send("POST", NEWSLETTER, { email: "a@example.com" })).status).toBe(200);
  });

  it("accepts the echoed token from our own origin", async () => {
    const client = new Client();
    const reply = await client.send(
      "POST",
      NEWSLETTER,
      { email: "Shopper@Example.com" },
      {
        origin: new URL(process.env.BASE_URL ?? "http://localhost:3100").origin,
        "sec-fetch-site": "same-origin",
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { pending: true } });
    const again = await client.send("POST", NEWSLETTER, { email: "shopper@example.com" });
    expect(again.status).toBe(200);
  });
});

describe("bad input never becomes a 5xx", () => {
  it("answers 422 with the errors map for a bad field", async () => {
    const reply = await new Client().send("POST", NEWSLETTER, { email: "not-an-email" });
    expect(reply.status).toBe(422);
    const body = reply.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.email).toEqual(["Please enter a valid e-mail address."]);
    expect(body.message).toBe("Please enter a valid e-mail address.");
  });

  it.each([
    ["wrong type", { email: 42 }],
    ["missing field", {}],
    ["array body", [1, 2]],
    ["null", null],
  ])("answers 422 for %s", async (_label, body) => {
    const reply = await new Client().send("POST", NEWSLETTER, body);
    expect(reply.status).toBe(422);
    expect(reply.json<{ errors: Record<string, string[]> }>().errors).toBeDefined();
  });

  it("answers 422 for malformed JSON", async () => {
    const client = new Client();
    await client.get("/sanctum/csrf-cookie");
    const reply = await client.request("POST", NEWSLETTER, {
      rawBody: '{"email": "a@b.c",',
      headers: {
        "content-type": "application/json",
        "x-xsrf-token": decodeURIComponent(client.cookie("XSRF-TOKEN") ?? ""),
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.json<{ errors: Record<string, string[]> }>().errors.body).toEqual([
      "The request body must be valid JSON.",
    ]);
  });

  it("answers 413 for a huge body", async () => {
    const reply = await new Client().send("POST", NEWSLETTER, {
      email: "a@example.com",
      pad: "x".repeat(400_000),
    });
    expect(reply.status).toBe(413);
    expect(reply.json()).toEqual({
      status: "error",
      code: "too_large",
      message: "The request body is too large.",
    });
  });
});

describe("customer auth", () => {
  const BY_TOKEN = "/api/external/customer/customers/by-token";

  it("is 401 without a token or with an unknown one", async () => {
    expect((await new Client().get(BY_TOKEN)).status).toBe(401);
    expect((await new Client().get(`${BY_TOKEN}?api_token=${"x".repeat(43)}`)).status).toBe(401);
    expect((await new Client().get(BY_TOKEN, { authorization: "Bearer nope" })).status).toBe(401);
  });

  it("returns the customer for the api_token query and for a bearer header", async () => {
    const { customer } = fixtures();
    for (const reply of [
      await new Client().get(`${BY_TOKEN}?api_token=${customer.token}`),
      await new Client().get(BY_TOKEN, { authorization: `Bearer ${customer.token}` }),
    ]) {
      expect(reply.status).toBe(200);
      const body = reply.json<{ content: Record<string, unknown> }>();
      expect(body.content).toMatchObject({
        id: customer.id,
        email: customer.email,
        has_account: 1,
      });
      expect(JSON.stringify(body)).not.toContain(customer.token);
      expect(body.content).not.toHaveProperty("password_hash");
    }
  });
});

describe("GET /api/external/openapi.json", () => {
  it("documents the operations from their zod schemas", async () => {
    const reply = await new Client().get("/api/external/openapi.json");
    expect(reply.status).toBe(200);
    const doc = reply.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/sanctum/csrf-cookie",
        "/api/external/public/retailer-stores/{storeName}",
        "/api/external/customer/customers/by-token",
        NEWSLETTER,
      ]),
    );
    const schema = doc.paths[NEWSLETTER]?.post?.requestBody?.content["application/json"]?.schema;
    expect(schema?.properties).toHaveProperty("email");
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client exceeds the limit", async () => {
    const client = new Client();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30 && !statuses.includes(429); i += 1) {
      const reply = await client.send("POST", NEWSLETTER, { email: `rate${i}@example.com` });
      statuses.push(reply.status);
      if (reply.status === 429) retryAfter = reply.headers.get("retry-after");
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("control characters and broken escapes are refused at the edge", () => {
  const API = "/api/external";
  it.each([
    ["a NUL in a body field", "POST", NEWSLETTER, { email: "a\u0000@example.com" }, "email"],
    [
      "a NUL in a nested field",
      "POST",
      `${API}/gift-codes`,
      { amount: 5000, delivery: "email", recipient_name: "Gr\u0000ace" },
      "recipient_name",
    ],
    [
      "a bell in a sign-up name",
      "POST",
      `${API}/customers/signup`,
      { first_name: "Ad\u0007a", last_name: "L", email: "x@example.com", password: "p" },
      "first_name",
    ],
  ])("%s is a 422 naming the field", async (_name, method, path, body, field) => {
    const reply = await newClient().send(method, path, body);
    expect(reply.status).toBe(422);
    const errors = reply.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors[field]?.[0]).toMatch(/control characters/);
  });

  it("a NUL in the query or a path segment is a 422 too, never a 500", async () => {
    const client = newClient();
    const query = await client.get(`${API}/geo-states?country=U%00S`);
    expect(query.status).toBe(422);
    expect(query.json<{ errors: Record<string, string[]> }>().errors.country).toBeDefined();
    const segment = await client.get(`${API}/orders/%00?type=cart`);
    expect(segment.status).toBe(422);
    expect(segment.json<{ errors: Record<string, string[]> }>().errors.id).toBeDefined();
  });

  it.each([`${API}/orders/%`, `${API}/public/promo-codes/%E0%A4%A`, `${API}/orders/%E0%A4%A`])(
    "%s answers 400 as JSON with the security headers",
    async (path) => {
      const reply = await newClient().get(path);
      expect(reply.status).toBe(400);
      expect(reply.headers.get("content-type")).toMatch(/application\/json/);
      expect(reply.json<{ status: string }>().status).toBe("error");
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("a tab in a one-line field is refused", async () => {
    const reply = await newClient().send("POST", `${API}/gift-codes`, {
      amount: 5000,
      delivery: "email",
      recipient_name: "Grace\tHopper",
      recipient_email: "grace.recipient@example.com",
    });
    expect(reply.status).toBe(422);
    // Refused for the tab alone: the rest of the card is valid.
    expect(reply.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      recipient_name: ["Please keep the recipient's name on one line."],
    });
  });
});

describe("client addresses: only the trusted hop counts (TRUST_PROXY=1 in tests)", () => {
  const PROMO = "/api/external/public/promo-codes/WELCOME15";
  it("entries a client adds to the left of X-Forwarded-For, or forged edge headers, change nothing", async () => {
    const real = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const reply = await new Client().get(PROMO, {
        "x-forwarded-for": `10.9.${i}.1, ${real}`,
        "x-atelier-client-ip": `10.8.${i}.1`,
        "x-atelier-edge": "guessed",
      });
      statuses.push(reply.status);
    }
    // The promo check allows 30 a minute per client: the 31st from that one client is refused.
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("pages have a per-address budget too, answered with 429 and Retry-After", async () => {
    const limit = Number(process.env.PAGE_RATE_LIMIT_PER_MINUTE ?? 1200);
    const client = new Client(undefined, { "x-forwarded-for": "198.51.100.250" });
    let refused: Awaited<ReturnType<Client["get"]>> | undefined;
    for (let sent = 0; sent <= limit && !refused; sent += 50) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => client.get("/robots.txt")),
      );
      refused = replies.find((r) => r.status === 429);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("paths under the API that name no operation", () => {
  it.each([
    ["GET", "/api/external/no-such-operation"],
    ["POST", "/api/external/orders/00000000-0000-4000-8000-000000000000/deeper"],
    ["DELETE", "/api/external/public"],
  ])("%s %s answers the JSON 404", async (method, path) => {
    const reply = await newClient().request(method, path);
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toMatch(/application\/json/);
    expect(reply.json<{ status: string; message: string }>()).toMatchObject({
      status: "error",
      message: "Not found.",
    });
  });
});
