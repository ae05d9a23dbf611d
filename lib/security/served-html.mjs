// The script half of a prerendered page's Content-Security-Policy, computed from the HTML as it
// is served (server.mjs; issue 24). Plain JavaScript because server.mjs runs without a compiler;
// its types are in served-html.d.mts and it is unit tested like the rest of lib.
//
// Under 'strict-dynamic' a script runs only if the policy names it (a nonce or a hash) or a
// script so named added it. A prerendered page's HTML is written once, so it cannot carry a
// per-request nonce; instead:
// - each inline script Next writes (its bootstrap and the flight data, JSON pushed onto a queue)
//   is hashed, and only after it is read as exactly that: a call with one JSON argument. A
//   script of another shape is left unhashed, so it is refused;
// - Next's own script tags (`<script src="/_next/static/…">`, this build's files) become one
//   small inline loader, hashed too, that adds the same elements; what it adds is trusted
//   through 'strict-dynamic'. (Hashes of external files through `integrity` would do the same in
//   Chrome and Firefox, but Safari refuses such a script under 'strict-dynamic'.)
// The rewrite depends on the page alone, so server.mjs caches it by the page's ETag.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** Stands in the served script-src for the hashes; equal to SCRIPT_HASHES_PLACEHOLDER (csp.ts). */
export const HASHES_PLACEHOLDER = "'inline-script-hashes'";

const BUILD_FILES = "/_next/static/";
const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const CALLS_WITH_JSON = [
  ["self.__next_f.push(", ")"],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ");"],
];
/** Attributes Next's script tags carry; a tag with another one is not rewritten. */
const LOADABLE_ATTRIBUTES = new Set(["src", "async", "nomodule", "crossorigin", "integrity"]);
const INLINE_ATTRIBUTES = new Set(["id", "nonce"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A preload of one of the build's scripts: refused under 'strict-dynamic' (no nonce to carry). */
const BUILD_SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/)[^>]*>/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*"([^"]*)")?/g;

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** @param {string} raw */
function attributesOf(raw) {
  /** @type {[string, string][]} */
  const found = [];
  for (const match of raw.matchAll(ATTRIBUTE)) {
    found.push([match[1].toLowerCase(), decodeEntities(match[2] ?? "")]);
  }
  return found;
}

/** @param {string} value */
function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * One of Next's inline scripts: the flight queue's start, or a push of one JSON value onto the
 * flight or bundler queue. JSON carries data only, so nothing else can ride along.
 * @param {string} body
 */
export function isFrameworkScript(body) {
  if (body === FLIGHT_INIT) return true;
  for (const [start, end] of CALLS_WITH_JSON) {
    if (!body.startsWith(start) || !body.endsWith(end)) continue;
    try {
      JSON.parse(body.slice(start.length, body.length - end.length));
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * React's streaming runtime: when a page streams (a per-request render whose Suspense boundary
 * resolves after the shell), React writes inline scripts that move the late content into place
 * ($RC, $RS, $RX, ...). Their code is constants of the react-dom server bundle Next runs, read
 * from it once, so only that exact code is accepted, followed by calls whose arguments are JSON.
 * @type {string[] | null}
 */
let reactRuntime = null;
const REACT_SERVER_BUNDLES = [
  "next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js",
  "next/dist/compiled/react-dom/cjs/react-dom-server.node.development.js",
  "react-dom/cjs/react-dom-server.node.production.js",
  "react-dom/cjs/react-dom-server.node.development.js",
];
const PRECOMPUTED = /stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/g;

/** @type {Record<string, string>} */
const ESCAPES = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", v: "\v", 0: "\0" };

/** @param {string} literal a JS string literal as the bundle writes it */
function unquote(literal) {
  return literal
    .slice(1, -1)
    .replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g, (_m, escape) => {
      if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
      return ESCAPES[escape] ?? escape;
    });
}

/** The runtime's code pieces, longest first; without the trailing `$RC("` a full chunk opens. */
function reactRuntimeCode() {
  if (reactRuntime) return reactRuntime;
  const require = createRequire(import.meta.url);
  const pieces = new Set();
  for (const bundle of REACT_SERVER_BUNDLES) {
    let source;
    try {
      source = readFileSync(require.resolve(bundle), "utf8");
    } catch {
      continue;
    }
    for (const match of source.matchAll(PRECOMPUTED)) {
      const text = unquote(match[1]);
      if (text.length < 30 || !text.includes("function")) continue;
      pieces.add(text.replace(/\$R[A-Z]{1,2}\("$/, ""));
    }
  }
  reactRuntime = [...pieces].sort((a, b) => b.length - a.length);
  return reactRuntime;
}

const REACT_CALL = /\$R[A-Z]{1,2}\(/y;

/**
 * One of React's streaming scripts: known runtime code, then `$Rx(...)` calls with JSON
 * arguments (the ids of the boundaries and segments, an error's digest).
 * @param {string} body
 */
export function isReactStreamingScript(body) {
  if (!body.startsWith("$R") && !body.startsWith("requestAnimationFrame")) return false;
  let rest = body;
  for (let moved = true; moved;) {
    moved = false;
    for (const piece of reactRuntimeCode()) {
      if (rest.startsWith(piece)) {
        rest = rest.slice(piece.length);
        moved = true;
      }
    }
  }
  let at = 0;
  while (at < rest.length) {
    REACT_CALL.lastIndex = at;
    const call = REACT_CALL.exec(rest);
    if (!call) return false;
    const argsStart = at + call[0].length;
    let end = -1;
    for (
      let close = rest.indexOf(")", argsStart);
      close >= 0;
      close = rest.indexOf(")", close + 1)
    ) {
      try {
        JSON.parse(`[${rest.slice(argsStart, close)}]`);
        end = close;
        break;
      } catch {
        // a ")" inside a string argument: look further
      }
    }
    if (end < 0) return false;
    at = end + 1;
    if (rest[at] === ";") at += 1;
  }
  return true;
}

/** @param {[string, string][]} attributes */
function isBuildScriptTag(attributes) {
  const src = attributes.find(([name]) => name === "src")?.[1];
  return (
    src !== undefined &&
    src.startsWith(BUILD_FILES) &&
    !src.includes("..") &&
    attributes.every(([name]) => LOADABLE_ATTRIBUTES.has(name))
  );
}

/** @param {[string, string][]} attributes */
function isPlainInline(attributes) {
  return attributes.every(([name]) => INLINE_ATTRIBUTES.has(name));
}

/**
 * An inline script that adds these script elements, with the same attributes, where it stands.
 * `<` is escaped so no value can close the element.
 * @param {[string, string][][]} tags
 */
export function loaderFor(tags) {
  const list = JSON.stringify(tags).replace(/</g, "\\u003c");
  return (
    `(function(s,d){s.forEach(function(a){var e=d.createElement("script");` +
    `a.forEach(function(p){e.setAttribute(p[0],p[1])});d.currentScript.before(e)})})` +
    `(${list},document)`
  );
}

/**
 * The page with Next's script tags turned into hashed loaders, and the hashes of every inline
 * script that may run.
 * @param {string} page
 * @returns {{ html: string, hashes: string[] }}
 */
export function prepareDocument(page) {
  // The loader adds these files as soon as it runs, so the hint only costs a refused request.
  const html = page.replace(BUILD_SCRIPT_PRELOAD, "");
  /** @type {string[]} */
  const hashes = [];
  /** @type {string[]} */
  const out = [];
  /** @type {[string, string][][]} */
  let group = [];
  let last = 0;
  const flush = () => {
    if (group.length === 0) return;
    const loader = loaderFor(group);
    hashes.push(sha256(loader));
    out.push(`<script>${loader}</script>`);
    group = [];
  };
  for (const match of html.matchAll(SCRIPT)) {
    const [element, rawAttributes, body] = match;
    const start = match.index ?? 0;
    const between = html.slice(last, start);
    const attributes = attributesOf(rawAttributes);
    if (body === "" && isBuildScriptTag(attributes)) {
      // Tags in a row (whitespace between) share one loader.
      if (between.trim() !== "") flush();
      out.push(between);
      group.push(attributes.map(([name, value]) => [name, value]));
    } else {
      flush();
      out.push(between, element);
      if (isPlainInline(attributes) && (isFrameworkScript(body) || isReactStreamingScript(body))) {
        const hash = sha256(body);
        if (!hashes.includes(hash)) hashes.push(hash);
      }
    }
    last = start + element.length;
  }
  flush();
  out.push(html.slice(last));
  return { html: out.join(""), hashes };
}

/**
 * The served policy (or policies): the placeholder replaced by the hashes, or removed where
 * there is no page to hash (a redirect, a HEAD, a non-HTML answer).
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function fillPolicy(policy, hashes) {
  return policy.split(HASHES_PLACEHOLDER).join(hashes.join(" ")).replace(/ {2,}/g, " ");
}
