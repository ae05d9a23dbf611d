/**
 * @jest-environment node
 */
import { gzipSync } from "node:zlib";
import { LATE_NOT_FOUND_HEADER, NOT_FOUND_MARK } from "../../lib/routing/not-found-headers.mjs";
import { serveLateNotFound, type Answer } from "../../server/late-not-found.mjs";
import { listening, type Handler } from "./support/http-server";

const TAG = "edge-tag-for-this-test";
const SHELL = '<!DOCTYPE html><html id="__next_error__"><body><script>self.__next_f=[]</script>';
const PAGE_404 = '<!DOCTYPE html><html lang="en"><body><h1>Page not found</h1></body></html>';
const PAGE_POLICY = "script-src 'strict-dynamic' 'sha256-abc'";

/** A server doing what server.mjs does: the wrapper first, then `next` (a stand-in for Next). */
const serving = (next: Handler, ask: (path: string, headers: object) => Promise<Answer>) =>
  listening((req, res) => {
    serveLateNotFound(req, res, { tag: TAG, ask });
    next(req, res);
  });

/** Next's answer to a notFound() thrown while rendering: status 404, the shell, in pieces. */
const emptyShell: Handler = (_req, res) => {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", "script-src 'nonce-abc'");
  res.setHeader("Set-Cookie", "session=kept; Path=/");
  res.write(SHELL.slice(0, 20));
  res.end(SHELL.slice(20));
};

const the404Page = jest.fn(async (): Promise<Answer> => ({
  status: 404,
  headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": PAGE_POLICY },
  body: Buffer.from(PAGE_404),
}));

afterEach(() => the404Page.mockClear());

describe("a page that finds nothing while rendering gets the store's 404 page", () => {
  it("is answered with the 404 page, its policy and the page's own cookies, status 404", async () => {
    const server = await serving(emptyShell, the404Page);
    try {
      const reply = await server.get("/my-account/orders/someone-elses?x=1", {
        host: "dept.localhost:3000",
        cookie: "retail_store_override=dept-manhattan",
        "accept-encoding": "identity",
      });
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe(PAGE_404);
      expect(reply.headers["content-security-policy"]).toBe(PAGE_POLICY);
      expect(reply.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE_404)));
      expect(reply.headers["set-cookie"]).toEqual(["session=kept; Path=/"]);
      expect(reply.headers["cache-control"]).toMatch(/no-store/);
      // Asked at the same address, as the same store, with the tag the proxy trusts.
      expect(the404Page).toHaveBeenCalledWith("/my-account/orders/someone-elses?x=1", {
        [LATE_NOT_FOUND_HEADER]: TAG,
        accept: "text/html",
        host: "dept.localhost:3000",
        cookie: "retail_store_override=dept-manhattan",
        "accept-encoding": "identity",
      });
    } finally {
      await server.close();
    }
  });

  it("a compressed shell gives way to the page in the page's own encoding", async () => {
    const compressed: Handler = (_req, res) => {
      res.writeHead(404, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      res.end(gzipSync(SHELL));
    };
    const server = await serving(compressed, the404Page);
    try {
      const reply = await server.get("/gallery/configured/gone");
      expect(reply.status).toBe(404);
      expect(reply.headers["content-encoding"]).toBeUndefined();
      expect(reply.body.toString()).toBe(PAGE_404);
    } finally {
      await server.close();
    }
  });

  it("when the 404 page cannot be had, Next's own answer goes out", async () => {
    const server = await serving(emptyShell, async () => {
      throw new Error("connection refused");
    });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reply = await server.get("/my-account/orders/x");
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe(SHELL);
      expect(reply.headers["content-security-policy"]).toBe("script-src 'nonce-abc'");
    } finally {
      quiet.mockRestore();
      await server.close();
    }
  });

  it("a failure that is not an Error still lets Next's own answer go out", async () => {
    // A stand-in for a library that rejects with a bare value: the answer must not be left held.
    const rejectsBare = (): Promise<Answer> => Promise.reject(null);
    const server = await serving(emptyShell, rejectsBare);
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reply = await server.get("/my-account/orders/x");
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe(SHELL);
      expect(quiet).toHaveBeenCalledWith(expect.stringMatching(/could not be fetched: null$/));
    } finally {
      quiet.mockRestore();
      await server.close();
    }
  });
});

describe("every other answer passes through untouched", () => {
  const answering =
    (status: number, type: string, body: string, extra: Record<string, string> = {}): Handler =>
    (_req, res) => {
      res.writeHead(status, { "Content-Type": type, ...extra });
      res.end(body);
    };
  type Case = {
    name: string;
    next: Handler;
    path: string;
    body: string;
    method?: string;
    headers?: Record<string, string>;
  };
  it("the 404 page the proxy chose is never kept by a cache in between", async () => {
    const prerendered = answering(404, "text/html", PAGE_404, {
      [NOT_FOUND_MARK]: "1",
      "Cache-Control": "s-maxage=31536000",
    });
    const server = await serving(prerendered, the404Page);
    try {
      const reply = await server.get("/bags/no-such-bag");
      expect(reply.headers["cache-control"]).toBe(
        "private, no-cache, no-store, max-age=0, must-revalidate",
      );
      expect(reply.body.toString()).toBe(PAGE_404);
    } finally {
      await server.close();
    }
  });

  it.each<Case>([
    {
      name: "the 404 page the proxy chose before rendering (its mark is removed)",
      next: answering(404, "text/html", PAGE_404, { [NOT_FOUND_MARK]: "1" }),
      path: "/bags/no-such-bag",
      body: PAGE_404,
    },
    {
      name: "a page",
      next: answering(200, "text/html", "<p>a bag</p>"),
      path: "/bags/the-city-tote",
      body: "<p>a bag</p>",
    },
    {
      name: "the flight data of a client-side navigation",
      next: answering(404, "text/x-component", "0:{}"),
      path: "/my-account/orders/x",
      body: "0:{}",
    },
    { name: "the API", next: emptyShell, path: "/api/external/orders/x", body: SHELL },
    { name: "a HEAD request", next: emptyShell, path: "/my-account/x", body: "", method: "HEAD" },
    {
      name: "the replacement's own request",
      next: emptyShell,
      path: "/my-account/orders/x",
      body: SHELL,
      headers: { [LATE_NOT_FOUND_HEADER]: TAG },
    },
  ])("$name", async ({ next, path, body, method, headers }) => {
    const server = await serving(next, the404Page);
    try {
      const reply = await server.get(path, headers, method);
      expect(the404Page).not.toHaveBeenCalled();
      expect(reply.headers[NOT_FOUND_MARK]).toBeUndefined();
      expect(reply.body.toString()).toBe(body);
    } finally {
      await server.close();
    }
  });
});
