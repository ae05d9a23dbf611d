import { newClient } from "./support/accounts";

const API = "/api/external";

/** Answers of every kind: pages, errors, the API, the proxy's own refusals, static files. */
const ANSWERS: [string, string, number][] = [
  ["a page", "/craft", 200],
  ["the shelled 404", "/no-such-page/at-all", 404],
  ["the shelled 400", "/bags/%", 400],
  ["an API answer", `${API}/geo-countries`, 200],
  ["an API 404", `${API}/orders/00000000-0000-4000-8000-000000000000?type=cart`, 404],
  ["an API 422", `${API}/geo-states?country=USA`, 422],
  ["the proxy's API 400", `${API}/orders/%`, 400],
  ["robots.txt", "/robots.txt", 200],
];

describe("security headers on every answer", () => {
  it.each(ANSWERS)("%s", async (_name, path, status) => {
    const reply = await newClient().get(path);
    expect(reply.status).toBe(status);
    const h = reply.headers;
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(h.get("content-security-policy")).toContain("object-src 'none'");
    expect(h.get("permissions-policy")).toContain("camera=()");
    expect(h.get("permissions-policy")).toContain("payment=()");
    // Plain HTTP here: no HSTS, which would pin a host that has no certificate.
    expect(h.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the proxy in front says the request came over HTTPS", async () => {
    const reply = await newClient().get("/craft", { "x-forwarded-proto": "https" });
    expect(reply.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("lets the checkout pages, and only them, use the Payment Request API", async () => {
    const checkout = await newClient().get("/checkout/registration");
    expect(checkout.headers.get("permissions-policy")).toContain(
      'payment=(self "https://js.stripe.com")',
    );
    const cart = await newClient().get("/cart");
    expect(cart.headers.get("permissions-policy")).toContain("payment=()");
  });
});

describe("the nonce policy of the pages rendered per request", () => {
  it.each(["/login", "/signup", "/forgot-password"])(
    "%s: every script carries this answer's nonce, nothing inline runs without it",
    async (path) => {
      const reply = await newClient().get(path);
      expect(reply.status).toBe(200);
      const policies = reply.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policies)?.[1];
      expect(nonce).toBeDefined();
      expect(policies).toContain("'strict-dynamic'");
      expect(policies).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const scripts = [...reply.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/type="application\/ld\+json"/.test(attributes)) continue;
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      // A fresh nonce for every answer.
      const again = await newClient().get(path);
      expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
    },
  );
});
