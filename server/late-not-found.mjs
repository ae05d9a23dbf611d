// A page that learns only while rendering that it has nothing to show (someone else's order, a
// saved design since deleted, staff preview without a staff session) calls notFound(), and Next 16
// answers 404 with an empty error shell whose content only the browser draws, from its flight
// data (issue 26). server.mjs wraps each answer with serveLateNotFound: such a 404 is replaced by
// the store's prerendered 404 page, asked of this same server at the same address, so it comes
// with its frame, its content and its own script policy. The 404s the proxy chose before
// rendering (marked) and every other answer pass through untouched.
import { request as httpRequest } from "node:http";
import { LATE_NOT_FOUND_HEADER, NOT_FOUND_MARK } from "../lib/routing/not-found-headers.mjs";

/** Answers that are never a page. */
const NOT_PAGES = ["/api/", "/_next/", "/sanctum/"];
/** What the replacement is asked with: the store comes from the host (or the test cookie). */
const FORWARDED = ["host", "cookie", "accept-encoding"];
/** The original answer's headers that describe its body, which the replacement brings anew. */
const BODY_HEADERS = ["content-type", "content-security-policy", "content-encoding"];
const ASK_TIMEOUT_MS = 10_000;
/**
 * A 404 is never kept by a cache in between: the page Next serves for it is prerendered (cached
 * for a year), and a bag added tomorrow must not stay missing at that address.
 */
const NOT_KEPT = "private, no-cache, no-store, max-age=0, must-revalidate";

/** GETs `path` from this server with `headers`; resolves with the whole answer. */
export function askSelf({ host, port }, path, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host, port, path, method: "GET", headers, timeout: ASK_TIMEOUT_MS },
      (incoming) => {
        const chunks = [];
        incoming.on("data", (chunk) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("the 404 page did not come in time")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const isHtml = (type) => String(type ?? "").startsWith("text/html");

/**
 * Wraps `res` (call before handing the request to Next). `tag` is the per-process edge tag the
 * proxy trusts; `ask(path, headers)` fetches the replacement (askSelf in production).
 */
export function serveLateNotFound(req, res, { tag, ask }) {
  // The replacement's own request: its answer is the 404 page already.
  if (req.headers[LATE_NOT_FOUND_HEADER] !== undefined) return;
  const url = req.url ?? "/";
  const replaceable = req.method === "GET" && !NOT_PAGES.some((prefix) => url.startsWith(prefix));
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** "pass": untouched; "hold": Next's shell is kept back until the replacement comes. */
  let mode = null;
  const held = [];

  const decide = () => {
    if (mode) return mode;
    const early = res.hasHeader(NOT_FOUND_MARK);
    res.removeHeader(NOT_FOUND_MARK);
    if (early) res.setHeader("cache-control", NOT_KEPT);
    const late = replaceable && res.statusCode === 404 && !early;
    mode = late && isHtml(res.getHeader("content-type")) ? "hold" : "pass";
    return mode;
  };
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encodingOf(encoding)));
  };

  async function replace(done) {
    let page = null;
    try {
      const headers = { [LATE_NOT_FOUND_HEADER]: tag, accept: "text/html" };
      for (const name of FORWARDED) if (req.headers[name]) headers[name] = req.headers[name];
      const answer = await ask(url, headers);
      if (answer.status === 404 && isHtml(answer.headers["content-type"])) page = answer;
    } catch (error) {
      console.error(`The 404 page for ${url} could not be fetched: ${error.message}`);
    }
    let body = Buffer.concat(held);
    if (page) {
      // `link` preloads the original's styles: the page brings its own.
      for (const name of [...BODY_HEADERS, "content-length", "transfer-encoding", "etag", "link"]) {
        res.removeHeader(name);
      }
      for (const name of BODY_HEADERS) {
        if (page.headers[name] !== undefined) res.setHeader(name, page.headers[name]);
      }
      body = page.body;
    }
    res.setHeader("content-length", body.length);
    res.setHeader("cache-control", NOT_KEPT);
    original.writeHead.call(res, 404);
    original.end.call(res, body, done);
  }

  // The wrappers stay in place once the mode is known (Next's compression wraps them in turn).
  res.writeHead = function writeHead(status, ...rest) {
    if (mode === "pass") return original.writeHead.call(res, status, ...rest);
    res.statusCode = status;
    const headers = rest.find((item) => typeof item === "object" && item !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    if (decide() === "pass") return original.writeHead.call(res, status);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return original.write.call(res, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() === "pass") return original.end.call(res, chunk, encoding, callback);
    if (mode === "sent") return res;
    mode = "sent";
    hold(chunk, encoding);
    void replace([chunk, encoding, callback].find((item) => typeof item === "function"));
    return res;
  };
}

const encodingOf = (encoding) => (typeof encoding === "string" ? encoding : "utf8");
