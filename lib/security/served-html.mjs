// The script half of a prerendered page's Content-Security-Policy, computed from the HTML as it
// is served (server.mjs; issue 24). Plain JavaScript because server.mjs runs without a compiler;
// checked by tsc through its JSDoc types, and unit tested like the rest of lib.
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
// The page is read by parse5, the HTML standard's parser (issue 34): a script is what a browser
// builds as a script element, its text exactly what the browser hashes (line breaks normalized,
// the escaped `<!--<script>` states, nothing inside a comment, a <noscript> or an SVG). The
// page is then copied as it came, only the build's tags and preload hints replaced at the
// offsets parse5 reports. The rewrite depends on the page alone, so server.mjs caches it by the
// page's ETag.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { defaultTreeAdapter, html as spec, parse } from "parse5";

/** @typedef {import("parse5").DefaultTreeAdapterTypes.Node} Node */
/** @typedef {[name: string, value: string]} Attribute */

/** Stands in the served script-src for the hashes; equal to SCRIPT_HASHES_PLACEHOLDER (csp.ts). */
export const HASHES_PLACEHOLDER = "'inline-script-hashes'";

const BUILD_FILES = "/_next/static/";
const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
/** @type {readonly (readonly [start: string, end: string])[]} */
const CALLS_WITH_JSON = [
  ["self.__next_f.push(", ")"],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ");"],
];
/** Attributes Next's script tags carry; a tag with another one is not rewritten. */
const LOADABLE_ATTRIBUTES = new Set(["src", "async", "nomodule", "crossorigin", "integrity"]);
const INLINE_ATTRIBUTES = new Set(["id", "nonce"]);

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

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
    .replace(
      /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g,
      (/** @type {string} */ _m, /** @type {string} */ escape) => {
        if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
        return ESCAPES[escape] ?? escape;
      },
    );
}

/**
 * The runtime's code pieces, longest first; without the trailing `$RC("` a full chunk opens.
 * @returns {string[]}
 */
function reactRuntimeCode() {
  if (reactRuntime) return reactRuntime;
  const require = createRequire(import.meta.url);
  /** @type {Set<string>} */
  const pieces = new Set();
  for (const bundle of REACT_SERVER_BUNDLES) {
    /** @type {string} */
    let source;
    try {
      source = readFileSync(require.resolve(bundle), "utf8");
    } catch {
      continue;
    }
    for (const [, literal] of source.matchAll(PRECOMPUTED)) {
      if (literal === undefined) continue;
      const text = unquote(literal);
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

/** @param {readonly Attribute[]} attributes */
function isBuildScriptTag(attributes) {
  const src = attributes.find(([name]) => name === "src")?.[1];
  return (
    src !== undefined &&
    src.startsWith(BUILD_FILES) &&
    !src.includes("..") &&
    attributes.every(([name]) => LOADABLE_ATTRIBUTES.has(name))
  );
}

/** @param {readonly Attribute[]} attributes */
function isPlainInline(attributes) {
  return attributes.every(([name]) => INLINE_ATTRIBUTES.has(name));
}

/**
 * A preload of one of the build's scripts: refused under 'strict-dynamic' (no nonce to carry).
 * @param {readonly Attribute[]} attributes
 */
function isBuildScriptPreload(attributes) {
  /** @param {string} wanted */
  const value = (wanted) => attributes.find(([name]) => name === wanted)?.[1];
  return (
    value("rel") === "preload" &&
    value("as") === "script" &&
    (value("href") ?? "").startsWith(BUILD_FILES)
  );
}

/**
 * An inline script that adds these script elements, with the same attributes, where it stands.
 * `<` is escaped so no value can close the element.
 * @param {readonly (readonly Attribute[])[]} tags
 * @returns {string}
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
 * An element of the page as the browser builds it, with where its source stands in the page.
 * @typedef {object} Found
 * @property {"script" | "link"} tag
 * @property {number} start the offset of its start tag's `<`
 * @property {number} end the offset just past its end tag (past the start tag for a link)
 * @property {Attribute[]} attributes names in lower case, values decoded, the first of a
 *   repeated name only: as the browser reads them
 * @property {string} text a script's text as the browser holds it (and hashes it)
 */

/**
 * The HTML script and link elements of the page, in the order of their source. A script without
 * an end tag (the page cut short) is left out: the browser never runs it.
 * @param {string} page
 * @returns {Found[]}
 */
function scriptsAndLinks(page) {
  /** @type {Found[]} */
  const found = [];
  const adapter = defaultTreeAdapter;
  /** @param {Node} node */
  const visit = (node) => {
    if (adapter.isElementNode(node) && adapter.getNamespaceURI(node) === spec.NS.HTML) {
      const tag = adapter.getTagName(node);
      const location = node.sourceCodeLocation;
      if ((tag === "script" || tag === "link") && location?.startTag) {
        const attributes = adapter
          .getAttrList(node)
          .map(({ name, value }) => /** @type {Attribute} */ ([name, value]));
        const end = tag === "link" ? location.startTag.endOffset : location.endTag?.endOffset;
        const text = adapter
          .getChildNodes(node)
          .map((child) => (adapter.isTextNode(child) ? adapter.getTextNodeContent(child) : ""))
          .join("");
        if (end !== undefined)
          found.push({ tag, start: location.startTag.startOffset, end, attributes, text });
      }
      if (tag === "template")
        visit(
          adapter.getTemplateContent(
            /** @type {import("parse5").DefaultTreeAdapterTypes.Template} */ (node),
          ),
        );
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(page, { sourceCodeLocationInfo: true }));
  // A table's misplaced content is moved in the tree (foster parenting), not in the source.
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The page with Next's script tags turned into hashed loaders, and the hashes of every inline
 * script that may run.
 * @param {string} page
 * @returns {{ html: string, hashes: string[] }}
 */
export function prepareDocument(page) {
  /** @type {string[]} */
  const hashes = [];
  /** @type {string[]} */
  const out = [];
  /** @type {Attribute[][]} */
  let group = [];
  let last = 0;
  const flush = () => {
    if (group.length === 0) return;
    const loader = loaderFor(group);
    hashes.push(sha256(loader));
    out.push(`<script>${loader}</script>`);
    group = [];
  };
  for (const element of scriptsAndLinks(page)) {
    const between = page.slice(last, element.start);
    const source = page.slice(element.start, element.end);
    last = element.end;
    // Tags in a row (whitespace, or hints that are dropped, between) share one loader.
    if (between.trim() !== "") flush();
    out.push(between);
    if (element.tag === "link") {
      // The loader adds these files as soon as it runs, so the hint only costs a refused request.
      if (isBuildScriptPreload(element.attributes)) continue;
      flush();
      out.push(source);
    } else if (element.text === "" && isBuildScriptTag(element.attributes)) {
      group.push(element.attributes);
    } else {
      flush();
      out.push(source);
      const { attributes, text } = element;
      if (isPlainInline(attributes) && (isFrameworkScript(text) || isReactStreamingScript(text))) {
        const hash = sha256(text);
        if (!hashes.includes(hash)) hashes.push(hash);
      }
    }
  }
  flush();
  out.push(page.slice(last));
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
