/**
 * @jest-environment node
 */
import { bumpPageEpoch } from "../../lib/http/page-epoch.mjs";
import { createPageCache } from "../../server/page-cache.mjs";
import { listening, type Handler } from "./support/http-server";

const PAGE = "<!DOCTYPE html><html><body><h1>The city tote</h1></body></html>";

/** Next serving a page from its page cache, as server.mjs sees it (headers set, then the body). */
const fromNextCache =
  (extra: Record<string, string | string[]> = {}, padding = ""): Handler =>
  (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "s-maxage=31536000");
    res.setHeader("x-nextjs-cache", "HIT");
    res.setHeader("Content-Security-Policy", "script-src 'strict-dynamic' 'sha256-abc'");
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.write(PAGE.slice(0, 10));
    res.end(`${PAGE.slice(10)}<!-- ${req.url} -->${padding}`);
  };

/** A server doing what server.mjs does: the cache answers, else it watches Next answer. */
async function serving(
  next: Handler,
  options: { maxBytes?: number; now?: () => number; epoch?: () => string | null } = {},
) {
  const cache = createPageCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxEntryBytes: 64 * 1024,
    maxAgeMs: 60_000,
    now: options.now,
    ...(options.epoch ? { epoch: options.epoch } : {}),
  });
  const calls = jest.fn(next);
  const server = await listening((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    calls(req, res);
  });
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const reply = await server.get(path, headers, method);
    return { ...reply, body: reply.body.toString() };
  };
  return { get, calls, cache, close: server.close };
}

describe("server.mjs's copies of the pages Next serves from its cache", () => {
  it("answers the same request again without asking Next, headers and body as they left", async () => {
    const server = await serving(fromNextCache());
    try {
      const first = await server.get("/bags/the-city-tote");
      const again = await server.get("/bags/the-city-tote");
      expect(server.calls).toHaveBeenCalledTimes(1);
      expect(again.status).toBe(200);
      expect(again.body).toBe(first.body);
      for (const name of ["content-type", "cache-control", "content-security-policy"]) {
        expect(again.headers[name]).toBe(first.headers[name]);
      }
      expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    } finally {
      await server.close();
    }
  });

  it("keys each answer by what made it: path, host, forwarded proto, encodings, store cookie", async () => {
    const server = await serving(fromNextCache());
    try {
      const variants: [string, Record<string, string>][] = [
        ["/", {}],
        ["/?utm_source=mail", {}],
        ["/", { host: "dept.localhost" }],
        ["/", { "x-forwarded-proto": "https" }],
        ["/", { "accept-encoding": "gzip" }],
        ["/", { cookie: "retail_store=web%7CAtelier" }],
      ];
      for (const [path, headers] of variants) await server.get(path, headers);
      expect(server.calls).toHaveBeenCalledTimes(variants.length);
      // Other cookies (the session, the bag) make no other page.
      await server.get("/", { cookie: "session=abc; XSRF-TOKEN=def" });
      expect(server.calls).toHaveBeenCalledTimes(variants.length);
    } finally {
      await server.close();
    }
  });

  it.each<[string, Record<string, string>, string?]>([
    ["an RSC navigation", { rsc: "1" }],
    ["a prefetch", { "next-router-prefetch": "1" }],
    ["a conditional request", { "if-none-match": '"abc"' }],
    ["staff preview (draft mode)", { cookie: "__prerender_bypass=1" }],
    ["the store override", { cookie: "retail_store_override=dept-manhattan" }],
    ["server.mjs asking for a 404 page", { "x-atelier-late-not-found": "tag" }],
    ["a HEAD request", {}, "HEAD"],
  ])("always asks Next for %s", async (_name, headers, method = "GET") => {
    const server = await serving(fromNextCache());
    try {
      await server.get("/materials", headers, method);
      await server.get("/materials", headers, method);
      expect(server.calls).toHaveBeenCalledTimes(2);
    } finally {
      await server.close();
    }
  });

  it("asks Next for /cart whenever a cart cookie comes with it (the bag is drawn per shopper)", async () => {
    const server = await serving(fromNextCache());
    try {
      for (const path of ["/cart", "/cart?from=mail", "/"]) {
        await server.get(path, { cookie: "session=abc" });
        await server.get(path, { cookie: "session=abc" });
      }
      expect(server.calls).toHaveBeenCalledTimes(3);
      await server.get("/cart", { cookie: "session=abc; cart_id=5f0c6a8e" });
      await server.get("/cart?from=mail", { cookie: "cart_id=5f0c6a8e" });
      expect(server.calls).toHaveBeenCalledTimes(5);
      // Other pages with a bag, and an emptied cart cookie, are the shared copies still.
      await server.get("/", { cookie: "cart_id=5f0c6a8e" });
      await server.get("/cart", { cookie: "cart_id=; xcart_id=1" });
      expect(server.calls).toHaveBeenCalledTimes(5);
    } finally {
      await server.close();
    }
  });

  it.each<[string, Handler]>([
    ["a page Next rendered now (MISS)", fromNextCache({ "x-nextjs-cache": "MISS" })],
    ["a stale page", fromNextCache({ "x-nextjs-cache": "STALE" })],
    ["a page rendered per request", fromNextCache({ "cache-control": "private, no-store" })],
    ["a page with another cookie", fromNextCache({ "set-cookie": ["session=abc; Path=/"] })],
    [
      "a 404",
      (req, res) => {
        res.statusCode = 404;
        fromNextCache()(req, res);
      },
    ],
    ["JSON", fromNextCache({ "content-type": "application/json" })],
  ])("keeps no copy of %s", async (_name, next) => {
    const server = await serving(next);
    try {
      await server.get("/sample-sale");
      await server.get("/sample-sale");
      expect(server.calls).toHaveBeenCalledTimes(2);
      expect(server.cache.stats().entries).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("keeps a page whose only cookie is the store's, and the API never", async () => {
    const server = await serving(fromNextCache({ "set-cookie": ["retail_store=web%7CA; Path=/"] }));
    try {
      await server.get("/");
      const again = await server.get("/");
      expect(again.headers["set-cookie"]).toEqual(["retail_store=web%7CA; Path=/"]);
      await server.get("/api/external/public/products");
      await server.get("/api/external/public/products");
      expect(server.calls).toHaveBeenCalledTimes(3);
    } finally {
      await server.close();
    }
  });

  it("drops every copy when a page is revalidated, and copies older than the age limit", async () => {
    let clock = 1_000;
    const server = await serving(fromNextCache(), { now: () => clock });
    try {
      await server.get("/journey");
      await server.get("/journey");
      expect(server.calls).toHaveBeenCalledTimes(1);
      bumpPageEpoch();
      await server.get("/journey");
      expect(server.calls).toHaveBeenCalledTimes(2);
      await server.get("/journey");
      expect(server.calls).toHaveBeenCalledTimes(2);
      // Being served does not make a copy younger: it goes at its first age.
      clock += 40_000;
      await server.get("/journey");
      expect(server.calls).toHaveBeenCalledTimes(2);
      clock += 20_001;
      await server.get("/journey");
      expect(server.calls).toHaveBeenCalledTimes(3);
    } finally {
      await server.close();
    }
  });

  it("keeps no copy of an answer made while a revalidation happened", async () => {
    const server = await serving((req, res) => {
      bumpPageEpoch();
      fromNextCache()(req, res);
    });
    try {
      await server.get("/faq");
      expect(server.cache.stats().entries).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("keeps no copy of a page larger than one entry may be", async () => {
    const server = await serving(fromNextCache({}, "x".repeat(70 * 1024)));
    try {
      const first = await server.get("/gallery");
      expect(first.body.length).toBeGreaterThan(64 * 1024);
      await server.get("/gallery");
      expect(server.calls).toHaveBeenCalledTimes(2);
      expect(server.cache.stats().entries).toBe(0);
    } finally {
      await server.close();
    }
  });

  /** What one copy of `fromNextCache`'s page at a path of `path`'s length costs the bound. */
  async function costOfOne(path: string, handler: Handler = fromNextCache()) {
    const probe = await serving(handler, { maxBytes: 64 * 1024 * 1024 });
    try {
      await probe.get(path);
      return probe.cache.stats().bytes;
    } finally {
      await probe.close();
    }
  }

  it("is bounded: the least recently used copies go first", async () => {
    const size = await costOfOne("/p0");
    const server = await serving(fromNextCache(), { maxBytes: size * 2 });
    try {
      for (const path of ["/p0", "/p1", "/p0", "/p2"]) await server.get(path);
      expect(server.cache.stats()).toEqual({ entries: 2, bytes: size * 2 });
      expect(server.calls).toHaveBeenCalledTimes(3);
      await server.get("/p0");
      expect(server.calls).toHaveBeenCalledTimes(3);
      await server.get("/p1");
      expect(server.calls).toHaveBeenCalledTimes(4);
    } finally {
      await server.close();
    }
  });

  it("counts each copy's address and headers against the bound, not its body alone", async () => {
    // Issue 35: tiny pages under ~15 KB addresses filled three times the bound.
    const tiny: Handler = (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "s-maxage=31536000");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("Link", `</long>; rel=preload; as=style; x="${"l".repeat(4 * 1024)}"`);
      res.end(PAGE);
    };
    const longPath = (i: number) =>
      `/bags/the-city-tote?q=${String(i).padStart(4, "0")}${"a".repeat(15 * 1024)}`;
    const maxBytes = 256 * 1024;
    const server = await serving(tiny, { maxBytes });
    try {
      for (let i = 0; i < 40; i++) await server.get(longPath(i));
      const { entries, bytes } = server.cache.stats();
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      // Each copy holds its 15 KB address and 4 KB header: at most a dozen fit, not all 40.
      expect(entries).toBeLessThanOrEqual(Math.floor(maxBytes / (19 * 1024)));
      expect(bytes).toBeGreaterThanOrEqual(entries * (19 * 1024 + Buffer.byteLength(PAGE)));
      // The newest copies are the ones kept, and served.
      await server.get(longPath(39));
      expect(server.calls).toHaveBeenCalledTimes(40);
    } finally {
      await server.close();
    }
  });

  describe("with a shared epoch (several servers)", () => {
    it("serves a copy only while the epoch it was made in is the current one", async () => {
      let epoch: string | null = "4/0";
      const server = await serving(fromNextCache(), { epoch: () => epoch });
      try {
        await server.get("/journey");
        await server.get("/journey");
        expect(server.calls).toHaveBeenCalledTimes(1);
        // Another server revalidated: the shared counter moved.
        epoch = "5/0";
        await server.get("/journey");
        expect(server.calls).toHaveBeenCalledTimes(2);
        await server.get("/journey");
        expect(server.calls).toHaveBeenCalledTimes(2);
      } finally {
        await server.close();
      }
    });

    it("serves no copy and makes none while the epoch cannot be confirmed", async () => {
      let epoch: string | null = "4/0";
      const server = await serving(fromNextCache(), { epoch: () => epoch });
      try {
        await server.get("/journey");
        epoch = null;
        await server.get("/journey");
        await server.get("/faq");
        await server.get("/faq");
        expect(server.calls).toHaveBeenCalledTimes(4);
        expect(server.cache.stats().entries).toBe(1);
        // Confirmed again, unchanged: the copy from before is good again.
        epoch = "4/0";
        await server.get("/journey");
        expect(server.calls).toHaveBeenCalledTimes(4);
      } finally {
        await server.close();
      }
    });

    it("keeps no copy of an answer whose epoch lapsed while it was made", async () => {
      let epoch: string | null = "4/0";
      const server = await serving(
        (req, res) => {
          epoch = null;
          fromNextCache()(req, res);
        },
        { epoch: () => epoch },
      );
      try {
        await server.get("/faq");
        expect(server.cache.stats().entries).toBe(0);
      } finally {
        await server.close();
      }
    });
  });
});
