import { clutch, newClient } from "./support/accounts";

const API = "/api/external";

/** Answers of every kind: pages, errors, the API, the proxy's own refusals, static files. */
const ANSWERS: [string, string, number][] = [
  ["a page", "/craft", 200],
  ["the shelled 404", "/no-such-page/at-all", 404],
  ["the shelled 400", "/bags/%", 400],
  ["an API answer", `${API}/geo-countries`, 200],
  ["an API 404", `${API}/orders/00000000-0000-4000-8000-000000000000?type=cart`, 404],
  ["an API 422", `${API}/geo-states?country=USA`, 422],
  ["the server's API 400, a broken escape", `${API}/orders/%`, 400],
  ["robots.txt", "/robots.txt", 200],
  ["the load balancer's readiness probe", "/api/ready", 200],
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

describe("the hashed policy of the prerendered pages (issue 24)", () => {
  const directive = (policies: string, name: string) =>
    new RegExp(`(?:^|[;,]\\s*)${name} ([^;,]*)`).exec(policies)?.[1]?.split(/\s+/) ?? [];

  it.each(["/", "/craft", "/cart"])(
    "%s: scripts by hash only, connections only to this origin and the configured integrations",
    async (path) => {
      const reply = await newClient().get(path);
      expect(reply.status).toBe(200);
      const policies = reply.headers.get("content-security-policy") ?? "";
      const scripts = directive(policies, "script-src");
      expect(scripts[0]).toBe("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(2);
      // No nonce: the page was written once, before this request.
      expect(policies).not.toMatch(/'nonce-/);
      // The test server configures no integration: nothing beyond this origin.
      expect(scripts.filter((s) => !s.startsWith("'sha256-"))).toEqual([
        "'strict-dynamic'",
        "'self'",
      ]);
      expect(directive(policies, "connect-src")).toEqual(["'self'"]);
      expect(directive(policies, "default-src")).toEqual(["'self'"]);
      // The build's script tags became hashed loaders.
      expect(reply.text).not.toMatch(/<script src=/);
      // The same page twice: the same policy (a rewrite kept by the page's ETag).
      const again = await newClient().get(path);
      expect(again.headers.get("content-security-policy")).toBe(policies);
    },
  );
});

describe("every cookie's Secure flag follows how the request arrived", () => {
  const cookieLine = (lines: string[], name: string) =>
    lines.find((line) => line.startsWith(`${name}=`)) ?? "";

  it("plain HTTP (a staging host): no Secure, so the session works", async () => {
    const reply = await newClient().get("/sanctum/csrf-cookie");
    for (const name of ["atelier_session", "XSRF-TOKEN"]) {
      expect(cookieLine(reply.setCookies, name)).not.toBe("");
      expect(cookieLine(reply.setCookies, name)).not.toMatch(/;\s*Secure/i);
    }
  });

  it("HTTPS behind the proxy: the session, XSRF, cart and store cookies are all Secure", async () => {
    const client = newClient(undefined);
    const https = { "x-forwarded-proto": "https" };
    const csrf = await client.get("/sanctum/csrf-cookie", https);
    for (const name of ["atelier_session", "XSRF-TOKEN"]) {
      expect(cookieLine(csrf.setCookies, name)).toMatch(/;\s*Secure/i);
    }
    const cart = await client.send(
      "POST",
      "/api/external/orders",
      { orderable_type: "product", orderable_id: clutch.id },
      https,
    );
    expect(cart.status).toBe(200);
    expect(cookieLine(cart.setCookies, "cart_id")).toMatch(/;\s*Secure/i);
    const page = await newClient().get("/craft", https);
    expect(cookieLine(page.setCookies, "retail_store")).toMatch(/;\s*Secure/i);
    const plainPage = await newClient().get("/craft");
    expect(cookieLine(plainPage.setCookies, "retail_store")).not.toMatch(/;\s*Secure/i);
  });
});

describe("absolute links never reflect a host nobody configured", () => {
  const port = new URL(process.env.BASE_URL ?? "http://localhost:3100").port;
  it.each(["/sitemap.xml", "/robots.txt"])("%s under Host: evil.example", async (path) => {
    const reply = await newClient(`evil.example`).get(path);
    expect(reply.status).toBe(200);
    expect(reply.text).not.toContain("evil.example");
    expect(reply.text).toContain(`http://localhost:${port}/`);
  });

  it("each store's sitemap links to that store's own origin", async () => {
    const reply = await newClient(`stylist.localhost:${port}`).get("/sitemap.xml");
    expect(reply.text).toContain(`<loc>http://stylist.localhost:${port}/`);
    const forged = await newClient(`stylist.localhost:${port}`).get("/sitemap.xml", {
      "x-forwarded-host": "evil.example",
    });
    expect(forged.text).not.toContain("evil.example");
  });
});

describe("browser icons and the web manifest", () => {
  it("serves the favicon, the apple-touch icon and the manifest, never the promo catch-all", async () => {
    const favicon = await newClient().get("/favicon.ico");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const apple = await newClient().get("/apple-icon.png");
    expect(apple.status).toBe(200);
    expect(apple.headers.get("content-type")).toBe("image/png");
    const manifest = await newClient().get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    const body = manifest.json<{ name: string; icons: { src: string }[] }>();
    expect(body.name).toBe("Atelier Ardent");
    expect(body.icons.map((icon) => icon.src)).toContain("/apple-icon.png");
  });

  it("the pages link them", async () => {
    const page = await newClient().get("/craft");
    expect(page.text).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    expect(page.text).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(page.text).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });
});
