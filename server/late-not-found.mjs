// A page that learns only while rendering that it has nothing to show (someone else's order, a
// saved design since deleted, staff preview without a staff session) calls notFound(), and Next 16
// answers 404 with an empty error shell whose content only the browser draws, from its flight
// data (issue 26). server.mjs wraps each answer with serveLateNotFound: such a 404 is replaced by
// the store's prerendered 404 page, asked of this same server at the same address, so it comes
// with its frame, its content and its own script policy. The 404s the proxy chose before
// rendering (marked) and every other answer pass through untouched.
import { request as httpRequest } from "node:http";
import { holdAnswer } from "../lib/http/held-answer.mjs";
import { LATE_NOT_FOUND_HEADER, NOT_FOUND_MARK } from "../lib/routing/not-found-headers.mjs";

// Plain JavaScript, so that server.mjs can run it; checked by tsc through its JSDoc types
// (tsconfig.json's checkJs list).

/** @typedef {import("node:http").OutgoingHttpHeaders} OutgoingHttpHeaders */

/**
 * A whole answer of this server, as askSelf resolves with it.
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {Buffer} body
 */

/**
 * How the replacement is fetched: askSelf in production, a stand-in in tests.
 * @typedef {(path: string, headers: OutgoingHttpHeaders) => Promise<Answer>} Ask
 */

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

/**
 * GETs `path` from this server with `headers`; resolves with the whole answer.
 * @param {{ host: string, port: number }} target
 * @param {string} path
 * @param {OutgoingHttpHeaders} headers
 * @returns {Promise<Answer>}
 */
export function askSelf({ host, port }, path, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host, port, path, method: "GET", headers, timeout: ASK_TIMEOUT_MS },
      (incoming) => {
        /** @type {Buffer[]} */
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

/** @param {unknown} type a content-type header as it was set */
const isHtml = (type) => String(type ?? "").startsWith("text/html");

/**
 * Wraps `res` (call before handing the request to Next). `tag` is the per-process edge tag the
 * proxy trusts; `ask(path, headers)` fetches the replacement (askSelf in production).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ tag: string, ask: Ask }} options
 * @returns {void}
 */
export function serveLateNotFound(req, res, { tag, ask }) {
  // The replacement's own request: its answer is the 404 page already.
  if (req.headers[LATE_NOT_FOUND_HEADER] !== undefined) return;
  const url = req.url ?? "/";
  const replaceable = req.method === "GET" && !NOT_PAGES.some((prefix) => url.startsWith(prefix));

  /** @returns {Promise<Answer | null>} */
  async function the404Page() {
    try {
      /** @type {OutgoingHttpHeaders} */
      const headers = { [LATE_NOT_FOUND_HEADER]: tag, accept: "text/html" };
      for (const name of FORWARDED) if (req.headers[name]) headers[name] = req.headers[name];
      const answer = await ask(url, headers);
      if (answer.status === 404 && isHtml(answer.headers["content-type"])) return answer;
    } catch (error) {
      // Not `error.message` alone: a rejection that is not an Error (null) would throw here, and
      // the held answer would never be sent.
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`The 404 page for ${url} could not be fetched: ${reason}`);
    }
    return null;
  }

  holdAnswer(res, {
    choose() {
      const early = res.hasHeader(NOT_FOUND_MARK);
      res.removeHeader(NOT_FOUND_MARK);
      if (early) res.setHeader("cache-control", NOT_KEPT);
      const late = replaceable && res.statusCode === 404 && !early;
      return late && isHtml(res.getHeader("content-type")) ? "hold" : "pass";
    },
    finish(shell, send) {
      void the404Page().then((page) => {
        res.setHeader("cache-control", NOT_KEPT);
        if (!page) return send(shell);
        // `link` preloads the original's styles: the page brings its own.
        for (const name of [...BODY_HEADERS, "etag", "link"]) res.removeHeader(name);
        for (const name of BODY_HEADERS) {
          if (page.headers[name] !== undefined) res.setHeader(name, page.headers[name]);
        }
        send(page.body);
      });
    },
  });
}
