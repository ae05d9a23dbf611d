/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { HASHES_PLACEHOLDER } from "../../lib/security/served-html.mjs";
import { createScriptHasher } from "../../lib/security/hashed-responses.mjs";
import { testBuild } from "./support/build-scripts";
import { listening, type Handler } from "./support/http-server";

const POLICY = `script-src 'strict-dynamic' ${HASHES_PLACEHOLDER}`;
const pageFor = (path: string, padding = "") =>
  `<!DOCTYPE html><html><body><h1>${path}${padding}</h1>` +
  `<script src="/_next/static/chunks/main.js" async=""></script></body></html>`;

/** A prerendered page as Next sends it: the policy with the placeholder, an ETag per page. */
const prerendered =
  (padding = ""): Handler =>
  (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", POLICY);
    res.setHeader("ETag", `"${req.url}"`);
    const fresh = req.headers["if-none-match"] === `"${req.url}"`;
    if (fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const page = pageFor(req.url ?? "/", padding);
    res.write(page.slice(0, 12));
    res.end(page.slice(12));
  };

async function serving(next: Handler, limits = { maxPages: 100, maxBytes: 1024 * 1024 }) {
  const hasher = createScriptHasher(limits, testBuild(["static/chunks/main.js"]));
  const server = await listening((req, res) => {
    hasher.hashInlineScripts(req, res);
    next(req, res);
  });
  return { ...server, hasher };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("server.mjs's script hashes for prerendered pages", () => {
  it("turns the build's script tags into a loader and names it by hash in the policy", async () => {
    const server = await serving(prerendered());
    try {
      const answer = await server.get("/journey");
      const html = answer.body.toString();
      expect(html).not.toContain('<script src="/_next/static/chunks/main.js"');
      const loader = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(loader).toContain("/_next/static/chunks/main.js");
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).toBe(`script-src 'strict-dynamic' 'sha256-${sha256(loader)}'`);
      expect(policy).not.toContain(HASHES_PLACEHOLDER);
    } finally {
      await server.close();
    }
  });

  it("gives a 304 the hashes of the page its ETag names, and drops a tag it never hashed", async () => {
    const server = await serving(prerendered());
    try {
      const unknown = await server.get("/faq", { "if-none-match": '"/faq"' });
      expect(unknown.status).toBe(200);
      const whole = String(unknown.headers["content-security-policy"]);
      const again = await server.get("/faq", { "if-none-match": '"/faq"' });
      expect(again.status).toBe(304);
      expect(again.headers["content-security-policy"]).toBe(whole);
    } finally {
      await server.close();
    }
  });

  it("keeps its rewritten pages within the bytes allowed, the least recently used going first", async () => {
    const padding = "x".repeat(4000);
    // The loader is a little longer than the tag it stands for: room for two pages, not three.
    const size = Buffer.byteLength(pageFor("/p0", padding)) + 1000;
    const server = await serving(prerendered(padding), { maxPages: 100, maxBytes: size * 2 });
    try {
      for (const path of ["/p0", "/p1", "/p2", "/p3"]) await server.get(path);
      const { pages, bytes } = server.hasher.stats();
      expect(pages).toBe(2);
      expect(bytes).toBeLessThanOrEqual(size * 2);
      // The pages it let go are hashed again in full; their 304s still carry hashes meanwhile.
      const old = await server.get("/p0", { "if-none-match": '"/p0"' });
      expect(old.status).toBe(304);
      expect(String(old.headers["content-security-policy"])).toContain("'sha256-");
    } finally {
      await server.close();
    }
  });

  it("keeps at most the number of pages allowed", async () => {
    const server = await serving(prerendered(), { maxPages: 3, maxBytes: 1024 * 1024 });
    try {
      for (const path of ["/a", "/b", "/c", "/d", "/e"]) await server.get(path);
      expect(server.hasher.stats().pages).toBe(3);
    } finally {
      await server.close();
    }
  });
});

describe("server.mjs's loaders for pages rendered per request (ADR 0422)", () => {
  const NONCE = "W+chQ4l7J3YZ/yk+I9lUGw==";
  /** A page rendered per request: a nonce policy, the build's tag under that nonce, no ETag. */
  const perRequest =
    (type = "text/html; charset=utf-8", nonce = NONCE): Handler =>
    (_req, res) => {
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Security-Policy", `script-src 'strict-dynamic' 'nonce-${NONCE}'`);
      const page =
        `<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="${nonce}" ` +
        `href="/_next/static/chunks/main.js"/>` +
        `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>` +
        `<body><h1>Your bag</h1><script nonce="${nonce}">self.x=1</script></body></html>`;
      res.write(page.slice(0, 40));
      res.end(page.slice(40));
    };

  it("turns the build's tags under the page's nonce into a loader under that nonce", async () => {
    const server = await serving(perRequest());
    try {
      const answer = await server.get("/cart");
      const html = answer.body.toString();
      const open = `<script nonce="${NONCE}">(function(s,d)`;
      const at = html.indexOf(open);
      const loader = at < 0 ? "" : html.slice(at, html.indexOf("</script>", at));
      expect(loader).toContain('"/_next/static/chunks/main.js"');
      expect(html).not.toContain('<script src="/_next/static/chunks/main.js"');
      // The hint would fetch at once what the loader adds after the paint.
      expect(html).not.toContain('rel="preload"');
      // The page's own inline script and the policy stay as Next wrote them.
      expect(html).toContain(`<script nonce="${NONCE}">self.x=1</script>`);
      expect(String(answer.headers["content-security-policy"])).toBe(
        `script-src 'strict-dynamic' 'nonce-${NONCE}'`,
      );
    } finally {
      await server.close();
    }
  });

  it("leaves a nonced page as Next wrote it when asked to (a design link's first render)", async () => {
    const hasher = createScriptHasher(
      { maxPages: 10, maxBytes: 1024 * 1024 },
      testBuild(["static/chunks/main.js"]),
    );
    const next = perRequest();
    const server = await listening((req, res) => {
      hasher.hashInlineScripts(req, res, { perRequestLoaders: false });
      next(req, res);
    });
    try {
      const html = (await server.get("/bags/the-city-tote?d=x")).body.toString();
      expect(html).toContain(
        `<script src="/_next/static/chunks/main.js" async="" nonce="${NONCE}">`,
      );
    } finally {
      await server.close();
    }
  });

  it("leaves a tag under another nonce, and an answer that is not a page", async () => {
    const server = await serving(perRequest("text/html", "another"));
    const json = await serving(perRequest("application/json"));
    try {
      const html = (await server.get("/cart")).body.toString();
      expect(html).toContain(
        '<script src="/_next/static/chunks/main.js" async="" nonce="another">',
      );
      expect(html).not.toContain("(function(s,d)");
      const body = (await json.get("/api")).body.toString();
      expect(body).toContain('<script src="/_next/static/chunks/main.js" async=""');
    } finally {
      await server.close();
      await json.close();
    }
  });
});
