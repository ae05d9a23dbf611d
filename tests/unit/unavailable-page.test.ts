/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import {
  msSinceDatabaseUnavailable,
  registerOutageCheck,
  type OutageCheck,
} from "../../lib/http/dependency-outage.mjs";
import { serveUnavailablePage } from "../../server/unavailable-page.mjs";
import { listening, type Handler } from "./support/http-server";

const NEXT_500 = '<!DOCTYPE html><html id="__next_error__"><body>Internal Server Error</body>';

/** An outage check whose verdict each test chooses; counts its calls. */
function fakeCheck(verdict: () => Promise<string | null>): OutageCheck & { calls: number } {
  const check = {
    storeName: "Atelier <Ardent>",
    retryAfterSeconds: 2,
    calls: 0,
    unavailable: () => {
      check.calls += 1;
      return verdict();
    },
  };
  return check;
}

const down = () => fakeCheck(async () => "the database probe failed: ECONNREFUSED");
const up = () => fakeCheck(async () => null);

/** A server doing what server.mjs does: the wrapper, then `next` (a stand-in for Next). */
const serving = (next: Handler, check: OutageCheck | null) =>
  listening((req, res) => {
    serveUnavailablePage(req, res, { outageCheck: () => check, onReplaced: () => undefined });
    next(req, res);
  });

/** Next's 500 page for a render that threw: compressed, with its own policy and a cookie. */
const failedPage: Handler = (_req, res) => {
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Security-Policy", "script-src 'nonce-abc' 'strict-dynamic'");
  res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.setHeader("Set-Cookie", "session=kept; Path=/");
  res.setHeader("X-Content-Type-Options", "nosniff");
  const body = gzipSync(NEXT_500);
  res.write(body.subarray(0, 10));
  res.end(body.subarray(10));
};

describe("a page's 500 while a dependency is unavailable", () => {
  it("answers 503 with Retry-After, no-store and the store's page", async () => {
    const check = down();
    const server = await serving(failedPage, check);
    try {
      const reply = await server.get("/cart?from=bag", { "accept-encoding": "gzip" });
      const body = reply.body.toString();
      expect(reply.status).toBe(503);
      expect(reply.headers["retry-after"]).toBe("2");
      expect(reply.headers["cache-control"]).toBe("no-store");
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(reply.headers["content-encoding"]).toBeUndefined();
      expect(reply.headers["content-length"]).toBe(String(reply.body.length));
      // What the 500 carried that is not about its body stays.
      expect(reply.headers["set-cookie"]).toEqual(["session=kept; Path=/"]);
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(body).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(body).toContain("<h1>We&#39;ll be right back</h1>");
      expect(body).toContain("Atelier &lt;Ardent&gt;");
      expect(body).toContain('<a href="/cart?from=bag">Try again</a>');
      expect(body).not.toContain("<script");
      // The page's policy allows its own style, by hash, and nothing else.
      const style = /<style>(.*?)<\/style>/.exec(body)?.[1] ?? "";
      const hash = createHash("sha256").update(style).digest("base64");
      expect(reply.headers["content-security-policy"]).toContain(`style-src 'sha256-${hash}'`);
      expect(reply.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(check.calls).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("answers a HEAD with the 503's head", async () => {
    const server = await serving(failedPage, down());
    try {
      const reply = await server.get("/my-account", {}, "HEAD");
      expect(reply.status).toBe(503);
      expect(reply.headers["retry-after"]).toBe("2");
      expect(reply.body.length).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("asks the check only once Next has finished the 500", async () => {
    let finishNow = () => undefined as void;
    const slowFailure: Handler = (_req, res) => {
      res.writeHead(500, { "Content-Type": "text/html" });
      res.write("<!DOCTYPE html>");
      finishNow = () => res.end("<body>Internal Server Error</body>");
    };
    const check = down();
    const server = await serving(slowFailure, check);
    try {
      const reply = server.get("/checkout");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(check.calls).toBe(0);
      finishNow();
      expect((await reply).status).toBe(503);
      expect(check.calls).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("answers 503 when the check itself fails or does not answer in time", async () => {
    const broken = fakeCheck(async () => {
      throw new Error("no pool");
    });
    const server = await serving(failedPage, broken);
    try {
      expect((await server.get("/cart")).status).toBe(503);
    } finally {
      await server.close();
    }
    const hanging = fakeCheck(() => new Promise<never>(() => undefined));
    const slow = await listening((req, res) => {
      serveUnavailablePage(req, res, {
        outageCheck: () => hanging,
        onReplaced: () => undefined,
        checkLimitMs: 200,
      });
      failedPage(req, res);
    });
    try {
      const started = Date.now();
      expect((await slow.get("/cart")).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await slow.close();
    }
  });
});

describe("answers that stay as Next made them", () => {
  it("a 500 while every dependency answers is a bug: Next's 500, byte for byte", async () => {
    const check = up();
    const server = await serving(failedPage, check);
    try {
      const reply = await server.get("/cart", { "accept-encoding": "gzip" });
      expect(reply.status).toBe(500);
      expect(reply.headers["retry-after"]).toBeUndefined();
      expect(reply.headers["content-encoding"]).toBe("gzip");
      expect(reply.body.equals(gzipSync(NEXT_500))).toBe(true);
      expect(reply.headers["content-security-policy"]).toBe(
        "script-src 'nonce-abc' 'strict-dynamic'",
      );
      expect(check.calls).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("a 500 with no check registered stays a 500", async () => {
    const server = await serving(failedPage, null);
    try {
      expect((await server.get("/cart")).status).toBe(500);
    } finally {
      await server.close();
    }
  });

  it("a 200 page, an API answer, a POST and a flight answer are never held or checked", async () => {
    const check = down();
    const answers: Record<string, Handler> = {
      page: (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<p>ok</p>");
      },
      api: (_req, res) => {
        res.writeHead(500, { "Content-Type": "text/html" });
        res.end("<p>api</p>");
      },
      flight: (_req, res) => {
        res.writeHead(500, { "Content-Type": "text/x-component" });
        res.end("0:{}");
      },
    };
    const server = await listening((req, res) => {
      serveUnavailablePage(req, res, { outageCheck: () => check, onReplaced: () => undefined });
      const kind = req.url?.startsWith("/api/")
        ? "api"
        : req.headers.rsc
          ? "flight"
          : req.method === "POST"
            ? "api"
            : "page";
      answers[kind]!(req, res);
    });
    try {
      expect((await server.get("/")).status).toBe(200);
      expect((await server.get("/api/cart/1")).status).toBe(500);
      expect((await server.get("/_next/data/x")).status).toBe(200);
      expect((await server.get("/cart", { rsc: "1" })).status).toBe(500);
      expect((await server.get("/cart", {}, "POST")).status).toBe(500);
      expect(check.calls).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe("the app's hook, process-wide", () => {
  it("a page wrapped without options asks the check the app registered", async () => {
    const check = down();
    registerOutageCheck(check);
    const server = await listening((req, res) => {
      serveUnavailablePage(req, res, { onReplaced: () => undefined });
      failedPage(req, res);
    });
    try {
      expect((await server.get("/cart")).status).toBe(503);
      expect(check.calls).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("the database classifier remembers an unavailable database, and only that", async () => {
    const { noteDatabaseUnavailable } = await import("@/lib/db/errors");
    expect(msSinceDatabaseUnavailable()).toBeNull();
    expect(noteDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(msSinceDatabaseUnavailable()).toBeNull();
    const lost = Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" });
    expect(noteDatabaseUnavailable(new Error("Failed query", { cause: lost }))).toBe(true);
    expect(msSinceDatabaseUnavailable()).toBeLessThan(1_000);
  });
});
