// Fills in the script hashes of the pages whose policy asks for them (the prerendered pages,
// lib/security/csp.ts) as server.mjs serves them: the page is collected (it is written whole from
// the page cache anyway), rewritten and hashed (served-html.mjs), and sent with its policy. The
// result depends on the page alone, so it is kept by the page's ETag and encoding: a page served
// again costs a lookup. Every other answer passes through untouched, streaming as before.
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gzipSync,
  gunzipSync,
  inflateSync,
} from "node:zlib";
import { fillPolicy, HASHES_PLACEHOLDER, prepareDocument } from "./served-html.mjs";

const CACHE_LIMIT = 2000;
/** `etag|encoding` -> the rewritten page, encoded as Next encoded the original. */
const pages = new Map();
/** ETag -> the hashes of that page, for answers without a body (304, HEAD). */
const hashesByEtag = new Map();

/** Oldest entries go first once the cache is full (Map keeps insertion order). */
function remember(map, key, value) {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value);
  map.set(key, value);
}

const CODECS = {
  identity: [(body) => body, (body) => body],
  gzip: [gunzipSync, gzipSync],
  deflate: [inflateSync, deflateSync],
  br: [
    brotliDecompressSync,
    // The quality the compression middleware uses for pages streamed through it.
    (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ],
};

const policiesOf = (res) => {
  const value = res.getHeader("content-security-policy");
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
};

/**
 * A conditional request names a page by its ETag; the 304 must carry that page's hashes, so a
 * tag this process has not hashed (it restarted) is dropped and the page is sent whole.
 */
function forgetUnknownValidators(req) {
  const tags = req.headers["if-none-match"];
  if (!tags || req.url?.startsWith("/_next/") || req.url?.startsWith("/api/")) return;
  const known = String(tags)
    .split(",")
    .some((tag) => hashesByEtag.has(tag.trim()));
  if (!known) delete req.headers["if-none-match"];
}

/**
 * Wraps `res` so that an answer whose policy holds the placeholder gets its page's hashes.
 * Call before handing the request to Next.
 */
export function hashInlineScripts(req, res) {
  forgetUnknownValidators(req);
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** "pass": untouched; "collect": the page is gathered for rewriting; "sent": it went out. */
  let mode = null;
  let headWritten = false;
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    const policies = policiesOf(res);
    if (!policies.some((policy) => policy.includes(HASHES_PLACEHOLDER))) {
      mode = "pass";
    } else {
      const type = String(res.getHeader("content-type") ?? "");
      const bodyless = req.method === "HEAD" || res.statusCode === 304 || res.statusCode === 204;
      if (type.startsWith("text/html") && !bodyless) {
        mode = "collect";
      } else {
        // Nothing to hash here: a 304 or HEAD names its page by ETag, otherwise no scripts run.
        const etag = res.getHeader("etag");
        const hashes = (etag && hashesByEtag.get(String(etag))) || [];
        res.setHeader(
          "content-security-policy",
          policies.map((policy) => fillPolicy(policy, hashes)),
        );
        mode = "pass";
      }
    }
    if (mode === "pass" && headWritten) original.writeHead.call(res, res.statusCode);
    return mode;
  };

  // The wrappers stay in place once the mode is known, forwarding: Next's compression wraps
  // them in turn (it is installed after this), and putting the originals back would unhook it.
  // Headers are applied to `res` and sent only once the mode is known.
  res.writeHead = function writeHead(status, ...rest) {
    if (mode && mode !== "collect") return original.writeHead.call(res, status, ...rest);
    res.statusCode = status;
    const headers = rest.find((item) => typeof item === "object" && item !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    headWritten = true;
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() !== "collect") original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() !== "collect") return original.write.call(res, chunk, encoding, callback);
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encodingOf(encoding)));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() !== "collect") return original.end.call(res, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((item) => typeof item === "function");
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encodingOf(encoding)));
    }
    mode = "sent";
    const page = rewritten(Buffer.concat(chunks), res);
    res.setHeader(
      "content-security-policy",
      policiesOf(res).map((policy) => fillPolicy(policy, page.hashes)),
    );
    res.setHeader("content-length", page.body.length);
    res.removeHeader("transfer-encoding");
    original.writeHead.call(res, res.statusCode);
    return original.end.call(res, page.body, done);
  };
}

const encodingOf = (encoding) => (typeof encoding === "string" ? encoding : "utf8");

/** The page rewritten, from the cache when its ETag and encoding were seen before. */
function rewritten(raw, res) {
  const encoding = String(res.getHeader("content-encoding") ?? "identity").toLowerCase();
  const etag = res.getHeader("etag");
  const key = etag ? `${etag}|${encoding}` : null;
  const cached = key ? pages.get(key) : undefined;
  if (cached) return cached;
  const codec = CODECS[encoding];
  if (!codec) return { body: raw, hashes: [] }; // unknown encoding: sent as is, scripts refused
  const [decode, encode] = codec;
  const prepared = prepareDocument(decode(raw).toString("utf8"));
  const page = { body: encode(Buffer.from(prepared.html, "utf8")), hashes: prepared.hashes };
  if (key) {
    remember(pages, key, page);
    remember(hashesByEtag, String(etag), prepared.hashes);
  }
  return page;
}
