// The pages Next serves from its page cache, answered again without asking Next (issue 27): a
// prerendered page costs Next its routing, the proxy and the page cache's lookup on every request,
// and the pages are the same for everyone who sends the same request. Plain JavaScript, so that
// server.mjs can run it; checked by tsc through its JSDoc types (tsconfig.json's checkJs list).
//
// What is kept: a 200 HTML answer that Next itself served from its cache (`x-nextjs-cache: HIT`),
// that a shared cache may keep (`s-maxage`, not private), exactly as it left this server (script
// hashes filled in, compressed as it was). It is keyed by everything the proxy and Next read to
// make it: host, forwarded host and proto, the address, the accepted encodings and the store
// cookie. A request that could be answered differently (RSC navigation, a conditional request,
// staff preview, the store override, HEAD, `/cart` with a cart cookie) always goes to Next.
// A copy is served only in the epoch it was made in (lib/http/page-epoch.mjs): a revalidation here
// ends the epoch at once, one on another server within the shared epoch's window (about 2 s), and
// while the shared epoch cannot be confirmed (Redis unreachable) no copy is served or made. The
// epoch is read from memory: serving a copy costs no Redis round trip. `maxAgeMs` (server.mjs
// gives five minutes) bounds a copy's age whatever happens to the epochs.
import { LRUCache } from "lru-cache";
import { bufferOf, takeHead } from "../lib/http/held-answer.mjs";
import { currentPageEpoch } from "../lib/http/page-epoch.mjs";
import { rendersShopperCart } from "../lib/shell/shopper-cart-page.mjs";
import { RETAIL_STORE_COOKIE, RETAIL_STORE_OVERRIDE_COOKIE } from "../lib/retail/cookie-names.mjs";
import { LATE_NOT_FOUND_HEADER } from "../lib/routing/not-found-headers.mjs";

/** Request headers that make Next answer differently (its `Vary`), or answer 304. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "if-none-match",
  "if-modified-since",
  "range",
  // server.mjs asking itself for a store's 404 page (server/late-not-found.mjs).
  LATE_NOT_FOUND_HEADER,
];
/** Cookies that change the page: Next's draft mode (staff preview) and the store override. */
const BYPASS_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:__prerender_bypass|__next_preview_data|${RETAIL_STORE_OVERRIDE_COOKIE})=`,
);
/** The store cookie: the proxy sets it when it is missing, so its value is part of the key. */
const STORE_COOKIE = new RegExp(`(?:^|;\\s*)${RETAIL_STORE_COOKIE}=([^;]*)`);
const NOT_PAGES = ["/api/", "/_next/", "/sanctum/"];
/** Per-connection headers Node writes itself. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("node:http").OutgoingHttpHeaders} OutgoingHttpHeaders */

/**
 * A kept answer, the epoch it was made in, and what it costs to keep (see `costOf`).
 * @typedef {{ status: number, headers: OutgoingHttpHeaders, body: Buffer, epoch: string,
 *   cost: number }} Entry
 */

/**
 * What one entry holds beyond its key, headers and body: the entry object, its headers object
 * and the cache's own bookkeeping for it (a few hundred bytes in V8); a round figure, so that a
 * flood of tiny pages is bounded too.
 */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The bytes a copy holds (issue 35): its key (the address alone may be ~16 KB, Node's header
 * limit), its headers and its body, and the overhead. Counting bodies only let copies of tiny
 * pages under 15 KB addresses fill three times the bound.
 * @param {string} key
 * @param {OutgoingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {number}
 */
function costOf(key, headers, body) {
  let bytes = ENTRY_OVERHEAD_BYTES + Buffer.byteLength(key) + body.length;
  for (const [name, value] of Object.entries(headers)) {
    bytes += Buffer.byteLength(name);
    for (const part of Array.isArray(value) ? value : [value])
      bytes += Buffer.byteLength(String(part));
  }
  return bytes;
}

/**
 * @typedef {object} PageCache
 * @property {(req: IncomingMessage, res: ServerResponse) => boolean} serve
 * @property {(req: IncomingMessage, res: ServerResponse) => void} capture
 * @property {() => { entries: number, bytes: number }} stats
 */

/**
 * The three methods `capture` wraps, as callers use them: Node declares `write` and `end` with
 * several overloads, which no single wrapper matches, so the wrappers forward what they are given
 * (as lib/http/held-answer.mjs does).
 * @typedef {object} CapturedMethods
 * @property {(status: number, ...rest: unknown[]) => ServerResponse} writeHead
 * @property {(chunk: unknown, encoding?: unknown, callback?: unknown) => boolean} write
 * @property {(chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse} end
 */

/**
 * @param {{ maxBytes: number, maxEntryBytes: number, maxAgeMs: number, now?: () => number,
 *   epoch?: () => string | null }} options `epoch`: the current epoch, null when it cannot be
 *   vouched for (tests give their own).
 * @returns {PageCache}
 */
export function createPageCache({
  maxBytes,
  maxEntryBytes,
  maxAgeMs,
  now = Date.now,
  epoch = currentPageEpoch,
}) {
  /**
   * key -> { status, headers, body, epoch }, the least recently served going first.
   * @type {LRUCache<string, Entry>}
   */
  const entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry) => entry.cost,
    ttl: maxAgeMs,
    // Served copies keep their first age: a page is never older than maxAgeMs.
    updateAgeOnGet: false,
    perf: { now },
    ttlResolution: 0,
  });

  /**
   * @param {IncomingMessage} req
   * @returns {string | null}
   */
  function keyOf(req) {
    const url = req.url ?? "/";
    if (req.method !== "GET" || NOT_PAGES.some((prefix) => url.startsWith(prefix))) return null;
    if (url.includes("_rsc=")) return null;
    const headers = req.headers;
    if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
    const cookie = headers.cookie ?? "";
    if (BYPASS_COOKIES.test(cookie)) return null;
    // The proxy draws `/cart` per shopper when a cart cookie comes with it.
    // split always gives at least one part: `?? ""` is for the checker only.
    if (rendersShopperCart(url.split("?")[0] ?? "", cookie)) return null;
    return [
      headers.host ?? "",
      headers["x-forwarded-host"] ?? "",
      headers["x-forwarded-proto"] ?? "",
      headers["accept-encoding"] ?? "",
      STORE_COOKIE.exec(cookie)?.[1] ?? "",
      url,
    ].join("\n");
  }

  /**
   * Whether an answer may be kept: the page cache's own, public, whole, with no other cookie.
   * @param {ServerResponse} res
   * @returns {boolean}
   */
  function keepable(res) {
    if (res.statusCode !== 200) return false;
    if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
    if (res.getHeader("x-nextjs-cache") !== "HIT") return false;
    const control = String(res.getHeader("cache-control") ?? "");
    if (!/s-maxage/.test(control) || /private|no-store|no-cache/.test(control)) return false;
    const cookies = res.getHeader("set-cookie");
    const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
    return list.every((line) => line.startsWith(`${RETAIL_STORE_COOKIE}=`));
  }

  return {
    /** Answers `req` from the cache; false when it has nothing for it (then call `capture`). */
    serve(req, res) {
      const key = keyOf(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const current = epoch();
      // Unconfirmed (null): the copy may be stale, Next answers; it is dropped if the epoch,
      // once confirmed again, is another.
      if (entry.epoch !== current) {
        if (current !== null) entries.delete(key);
        return false;
      }
      res.writeHead(entry.status, entry.headers);
      res.end(entry.body);
      return true;
    },

    /** Keeps `res`'s answer, if it may be kept, as it leaves. Call before the other wrappers. */
    capture(req, res) {
      const key = keyOf(req);
      if (key === null) return;
      const startedIn = epoch();
      // No copy made in an epoch that cannot be vouched for.
      if (startedIn === null) return;
      const wrapped = /** @type {CapturedMethods} */ (/** @type {unknown} */ (res));
      const original = { writeHead: wrapped.writeHead, write: wrapped.write, end: wrapped.end };
      /**
       * null: undecided; false: not kept; an array: the chunks so far.
       * @type {Buffer[] | false | null}
       */
      let chunks = null;
      let size = 0;
      const decide = () => {
        if (chunks === null) chunks = keepable(res) ? [] : false;
        return chunks;
      };
      /** @param {unknown} chunk @param {unknown} encoding */
      const keep = (chunk, encoding) => {
        if (!chunks) return;
        const buffer = bufferOf(chunk, encoding);
        if (!buffer) return;
        size += buffer.length;
        if (size > maxEntryBytes) chunks = false;
        else chunks.push(buffer);
      };
      wrapped.writeHead = function writeHead(status, ...rest) {
        takeHead(res, status, rest);
        decide();
        return original.writeHead.call(res, status);
      };
      wrapped.write = function write(chunk, encoding, callback) {
        decide();
        keep(chunk, encoding);
        return original.write.call(res, chunk, encoding, callback);
      };
      wrapped.end = function end(chunk, encoding, callback) {
        decide();
        keep(chunk, encoding);
        const kept = chunks;
        chunks = false;
        // A revalidation while this answer was made may have made it stale already.
        if (kept && startedIn === epoch()) store(key, res, Buffer.concat(kept), startedIn);
        return original.end.call(res, chunk, encoding, callback);
      };
    },

    /** What the cache holds (for tests and the benches). */
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };

  /**
   * @param {string} key
   * @param {ServerResponse} res
   * @param {Buffer} body
   * @param {string} madeIn the epoch the answer was made in
   * @returns {void}
   */
  function store(key, res, body, madeIn) {
    /** @type {OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    headers["content-length"] = body.length;
    const cost = costOf(key, headers, body);
    entries.set(key, { status: res.statusCode, headers, body, epoch: madeIn, cost });
  }
}
