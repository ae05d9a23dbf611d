// @ts-check
// A page whose render fails because a dependency cannot answer (the database lost, stopped or
// too slow) answers 503 with Retry-After and a small page saying so, not Next's 500 page: a
// load balancer and a shopper both know to try again, and monitoring keeps 500 for bugs. Next's
// App Router gives a page no way to choose 503, so server.mjs wraps each answer: a page's 500
// (HTML, GET or HEAD) is held whole, and once Next has finished it the app's outage check
// (lib/http/dependency-outage.mjs, registered by instrumentation.ts) is asked, with a bound. Only
// if it names an unavailable dependency does the 503 page go out instead; a 500 while every
// dependency answers is a bug and leaves as it was. Asked after the 500 is complete, the check
// is causally later than the failure, whatever Next's internals do meanwhile.
import { createHash } from "node:crypto";
import { holdAnswer } from "../lib/http/held-answer.mjs";
import { registeredOutageCheck } from "../lib/http/dependency-outage.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("../lib/http/dependency-outage.mjs").OutageCheck} OutageCheck */

/** Answers that are never a page. */
const NOT_PAGES = ["/api/", "/_next/", "/sanctum/"];
/**
 * The check's own probes are bounded (2 s); this bounds the check as a whole, so a check that
 * misbehaves cannot hold an answer. A check that does not answer in time says nothing good of
 * the dependencies: the answer is then the 503.
 */
const CHECK_LIMIT_MS = 3_000;
/** The original answer's headers that describe its body, which the 503 page replaces. */
const BODY_HEADERS = [
  "content-type",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "content-security-policy-report-only",
  "etag",
  "last-modified",
  "link",
];

const STYLE = [
  "body{margin:0;background:#faf7f2;color:#1d1a17;",
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}",
  "main{max-width:36rem;margin:12vh auto;padding:0 1.5rem;line-height:1.5}",
  ".store{font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;",
  "font-size:1.25rem;letter-spacing:.04em;margin:0 0 2rem}",
  "h1{font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;",
  "font-weight:normal;font-size:2rem;margin:0 0 1rem}",
  "a{color:#7a3b2e}a:focus-visible{outline:2px solid #7a3b2e;outline-offset:2px}",
].join("");
/**
 * The page's only resource is its inline style, allowed by hash: no script, no frame, no form.
 * Its own policy replaces the 500's, whose nonces or hashes named another document.
 */
const POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The page that says the store is briefly unavailable: its name, a sentence, a way to try again
 * (the same address, read again by the browser).
 * @param {string} storeName
 * @param {string} path the page's address, as it was asked for
 * @returns {string}
 */
function unavailablePageHtml(storeName, path) {
  const name = escapeHtml(storeName);
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>We'll be right back · ${name}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><p class="store">${name}</p>`,
    "<h1>We&#39;ll be right back</h1>",
    "<p>The store is briefly unavailable. Your bag and your account are safe. ",
    "Please try again in a few seconds.</p>",
    `<p><a href="${escapeHtml(path)}">Try again</a></p>`,
    "</main></body></html>",
  ].join("");
}

/**
 * What the registered check says, within CHECK_LIMIT_MS: why a dependency is unavailable, or
 * null when every one answers.
 * @param {OutageCheck} check
 * @param {number} limitMs
 * @returns {Promise<string | null>}
 */
async function askCheck(check, limitMs) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve("the dependency check did not answer in time"), limitMs);
  });
  try {
    const asked = Promise.resolve().then(() => check.unavailable());
    return /** @type {string | null} */ (await Promise.race([asked, late]));
  } catch (error) {
    return `the dependency check failed: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @typedef {object} UnavailablePageOptions
 * @property {() => OutageCheck | null} [outageCheck] the app's check (the registered one by
 *   default); none registered, a 500 stays a 500
 * @property {(path: string, cause: string) => void} [onReplaced] told of each 500 turned 503
 * @property {number} [checkLimitMs] how long the check may take (CHECK_LIMIT_MS)
 */

/**
 * Wraps `res` (call before handing the request to Next): a page's 500 becomes the 503 page when
 * the app's outage check names an unavailable dependency.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {UnavailablePageOptions} [options]
 * @returns {void}
 */
export function serveUnavailablePage(req, res, options = {}) {
  const {
    outageCheck = registeredOutageCheck,
    onReplaced = logReplaced,
    checkLimitMs = CHECK_LIMIT_MS,
  } = options;
  const url = req.url ?? "/";
  const page =
    (req.method === "GET" || req.method === "HEAD") &&
    !NOT_PAGES.some((prefix) => url.startsWith(prefix));
  if (!page) return;

  holdAnswer(res, {
    choose() {
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      return res.statusCode === 500 && html ? "hold" : "pass";
    },
    finish(failed, send) {
      const check = outageCheck();
      if (!check) return send(failed);
      void askCheck(check, checkLimitMs).then((cause) => {
        if (cause === null) return send(failed);
        onReplaced(url.split("?")[0] ?? "/", cause);
        for (const name of BODY_HEADERS) res.removeHeader(name);
        res.statusCode = 503;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("content-security-policy", POLICY);
        res.setHeader("retry-after", String(check.retryAfterSeconds));
        // Neither the page copies (server/page-cache.mjs keeps 200s only) nor a shared cache
        // may keep an outage.
        res.setHeader("cache-control", "no-store");
        send(Buffer.from(unavailablePageHtml(check.storeName, url)));
      });
    },
  });
}

/**
 * The same page for a page the server turns away before Next renders it (server/render-gate.mjs:
 * too many renders that cannot be cached in flight), with the headers the 503 above carries.
 * @param {ServerResponse} res
 * @param {string} url the page's address, as it was asked for
 * @param {number} retryAfterSeconds
 * @returns {void}
 */
export function sendBusyPage(res, url, retryAfterSeconds) {
  const storeName = registeredOutageCheck()?.storeName ?? "The store";
  res.statusCode = 503;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-security-policy", POLICY);
  res.setHeader("retry-after", String(retryAfterSeconds));
  res.setHeader("cache-control", "no-store");
  res.end(unavailablePageHtml(storeName, url));
}

/** @param {string} path @param {string} cause */
function logReplaced(path, cause) {
  console.warn(`[server] ${path}: 500 answered as 503, a dependency is unavailable (${cause})`);
}
