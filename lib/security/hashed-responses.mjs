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
import { LRUCache } from "lru-cache";
import { holdAnswer } from "../http/held-answer.mjs";
import { fillPolicy, HASHES_PLACEHOLDER, prepareDocument } from "./served-html.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {{ maxPages: number, maxBytes: number }} ScriptHasherLimits */
/** @typedef {{ body: Buffer, hashes: string[] }} HashedPage */
/** @typedef {(body: Buffer) => Buffer} Transcode */

/**
 * The limits server.mjs runs with: every shared design is a page of its own (issue 27).
 * @type {ScriptHasherLimits}
 */
export const SCRIPT_HASHER_LIMITS = { maxPages: 2000, maxBytes: 32 * 1024 * 1024 };

/**
 * Each content coding Next may answer with: how to decode it, and how to encode it again.
 * @type {Record<string, readonly [decode: Transcode, encode: Transcode] | undefined>}
 */
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

/** @param {ServerResponse} res */
const policiesOf = (res) => {
  const value = res.getHeader("content-security-policy");
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
};

/**
 * The nonce a policy trusts scripts by (`'nonce-…'` in its script-src), if any.
 * @param {readonly string[]} policies
 * @returns {string | undefined}
 */
function nonceOf(policies) {
  for (const policy of policies) {
    const scripts = policy.split(";").find((part) => part.trim().startsWith("script-src "));
    const source = scripts
      ?.trim()
      .split(/\s+/)
      .find((word) => word.startsWith("'nonce-"));
    if (source?.endsWith("'")) return source.slice("'nonce-".length, -1);
  }
  return undefined;
}

/**
 * The script hasher server.mjs wraps every answer with. The rewritten pages are kept by ETag and
 * encoding, the least recently used going first past `maxPages` or `maxBytes`.
 * @param {ScriptHasherLimits} limits
 * @param {import("./build-scripts.mjs").BuildScripts} build what the build made, read once at
 *   start-up (build-scripts.mjs): the only scripts a page may name
 */
export function createScriptHasher({ maxPages, maxBytes }, build) {
  /**
   * `etag|encoding` -> the rewritten page, encoded as Next encoded the original.
   * @type {LRUCache<string, HashedPage>}
   */
  const pages = new LRUCache({
    max: maxPages,
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
  /**
   * ETag -> the hashes of that page, for answers without a body (304, HEAD).
   * @type {LRUCache<string, string[]>}
   */
  const hashesByEtag = new LRUCache({ max: maxPages });

  /**
   * A conditional request names a page by its ETag; the 304 must carry that page's hashes, so a
   * tag this process has not hashed (it restarted) is dropped and the page is sent whole.
   * @param {IncomingMessage} req
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
   * Wraps `res` so that an answer whose policy holds the placeholder gets its page's hashes, and
   * a page under a nonce policy gets its build scripts added by loaders under that nonce (whole:
   * the page is held until Next has written it, like a prerendered one).
   * Call before handing the request to Next.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {{ perRequestLoaders?: boolean }} [options] `perRequestLoaders: false` leaves a nonced
   *   page as Next wrote it (server.mjs: a design link's first render, whose CPU is bounded apart)
   * @returns {void}
   */
  function hashInlineScripts(req, res, { perRequestLoaders = true } = {}) {
    forgetUnknownValidators(req);
    /** The nonce of a page rendered per request, once its answer is held. */
    let nonce = /** @type {string | undefined} */ (undefined);
    holdAnswer(res, {
      choose() {
        const policies = policiesOf(res);
        const type = String(res.getHeader("content-type") ?? "");
        const bodyless = req.method === "HEAD" || res.statusCode === 304 || res.statusCode === 204;
        const page = type.startsWith("text/html") && !bodyless;
        if (!policies.some((policy) => policy.includes(HASHES_PLACEHOLDER))) {
          // A page rendered per request: its scripts too wait for its first paint (ADR 0422).
          nonce = page && perRequestLoaders ? nonceOf(policies) : undefined;
          return nonce === undefined ? "pass" : "hold";
        }
        if (page) return "hold";
        // Nothing to hash here: a 304 or HEAD names its page by ETag, otherwise no scripts run.
        const etag = res.getHeader("etag");
        const hashes = (etag && hashesByEtag.get(String(etag))) || [];
        res.setHeader(
          "content-security-policy",
          policies.map((policy) => fillPolicy(policy, hashes)),
        );
        return "pass";
      },
      finish(raw, send) {
        if (nonce !== undefined) {
          send(withLoaders(raw, res, nonce));
          return;
        }
        const page = rewritten(raw, res);
        res.setHeader(
          "content-security-policy",
          policiesOf(res).map((policy) => fillPolicy(policy, page.hashes)),
        );
        send(page.body);
      },
    });
  }

  /**
   * The page rewritten, from the cache when its ETag and encoding were seen before.
   * @param {Buffer} raw
   * @param {ServerResponse} res
   * @returns {HashedPage}
   */
  function rewritten(raw, res) {
    const encoding = String(res.getHeader("content-encoding") ?? "identity").toLowerCase();
    const etag = res.getHeader("etag");
    const key = etag ? `${etag}|${encoding}` : null;
    const cached = key ? pages.get(key) : undefined;
    if (cached) return cached;
    const codec = CODECS[encoding];
    if (!codec) return { body: raw, hashes: [] }; // unknown encoding: sent as is, scripts refused
    const [decode, encode] = codec;
    const prepared = prepareDocument(decode(raw).toString("utf8"), build);
    const page = { body: encode(Buffer.from(prepared.html, "utf8")), hashes: prepared.hashes };
    if (key) {
      pages.set(key, page);
      hashesByEtag.set(String(etag), prepared.hashes);
    }
    return page;
  }

  /**
   * A page rendered per request with the build's tags under its nonce turned into loaders under
   * it; never cached (each answer has its own nonce). Sent as it came when its coding is unknown:
   * its tags keep their nonce, so its scripts still run, at once.
   * @param {Buffer} raw
   * @param {ServerResponse} res
   * @param {string} nonce
   * @returns {Buffer}
   */
  function withLoaders(raw, res, nonce) {
    const codec = CODECS[String(res.getHeader("content-encoding") ?? "identity").toLowerCase()];
    if (!codec) return raw;
    const [decode, encode] = codec;
    return encode(Buffer.from(prepareDocument(decode(raw).toString("utf8"), build, nonce).html));
  }

  return {
    hashInlineScripts,
    /** What the cache holds (for tests). */
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
