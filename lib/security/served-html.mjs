// The script half of a prerendered page's Content-Security-Policy, computed from the HTML as it
// is served (server.mjs; issue 24). Plain JavaScript because server.mjs runs without a compiler;
// checked by tsc through its JSDoc types, and unit tested like the rest of lib.
//
// Under 'strict-dynamic' a script runs only if the policy names it (a nonce or a hash) or a
// script so named added it. A prerendered page's HTML is written once, so it cannot carry a
// per-request nonce; instead the policy names what the build and the framework wrote, by origin
// and content, never by shape (issue 35):
// - Next's script tags whose `src` is, exactly as written, one of the build's files
//   (build-scripts.mjs, read at start-up) become one small inline loader, hashed, that adds the
//   same elements with the `integrity` of that file's bytes; what it adds is trusted through
//   'strict-dynamic', and the browser runs it only if its bytes are the build's. (Hashes of
//   external files in the policy itself would do in Chrome and Firefox, but Safari refuses such a
//   script under 'strict-dynamic'.) Any other `src` is left as it is: refused;
// - an inline script is hashed only if its text is exactly what Next or React writes: the
//   flight queue's start, a flight push whose argument parses as the `[1, text]` (or `[3,
//   base64]`) that Next writes and reads back to the same text, the build's own bootstrap for a
//   route, or React's streaming runtime (its code read from react-dom at start-up) with the one
//   call React writes, its arguments React's boundary ids, written back the same.
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
import { htmlEscapeJson } from "./build-scripts.mjs";

/** @typedef {import("parse5").DefaultTreeAdapterTypes.Node} Node */
/** @typedef {[name: string, value: string]} Attribute */
/** @typedef {import("./build-scripts.mjs").BuildScripts} BuildScripts */

/** Stands in the served script-src for the hashes; equal to SCRIPT_HASHES_PLACEHOLDER (csp.ts). */
export const HASHES_PLACEHOLDER = "'inline-script-hashes'";

const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_PUSH = "self.__next_f.push(";
/** Attributes Next's script tags carry; a tag with another one is not rewritten. */
const LOADABLE_ATTRIBUTES = new Set(["src", "async", "nomodule", "crossorigin", "integrity"]);
const INLINE_ATTRIBUTES = new Set(["id", "nonce"]);

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The value of a JSON text, or undefined when it is not JSON.
 * @param {string} text
 * @returns {unknown}
 */
function jsonValue(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A flight push's argument as Next writes it (use-flight-response.js): `[1, text]` (a chunk of
 * the RSC stream) or `[3, base64]` (one that is not UTF-8), JSON-escaped, and nothing else: the
 * text must be what Next's own writing of the parsed value gives back, byte for byte.
 * @param {string} argument
 */
function isFlightData(argument) {
  const value = jsonValue(argument);
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [kind, data] = value;
  if (typeof data !== "string") return false;
  if (kind === 3 && Buffer.from(data, "base64").toString("base64") !== data) return false;
  if (kind !== 1 && kind !== 3) return false;
  return htmlEscapeJson(JSON.stringify(value)) === argument;
}

/**
 * The flight queue's start as Next writes it: `[0]`, then the form state (`[2, state]`) when a
 * server action's answer carries one.
 * @param {string} body
 */
function isFlightStart(body) {
  if (body === FLIGHT_INIT) return true;
  const formState = `${FLIGHT_INIT};${FLIGHT_PUSH}`;
  if (!body.startsWith(formState) || !body.endsWith(")")) return false;
  const argument = body.slice(formState.length, -1);
  const value = jsonValue(argument);
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value[0] === 2 &&
    htmlEscapeJson(JSON.stringify(value)) === argument
  );
}

/**
 * One of Next's inline scripts, by its exact text: the flight queue's start, a push of flight
 * data, or the build's bootstrap of a route. The data is data: JSON, written as Next writes it.
 * @param {string} body
 * @param {BuildScripts} build
 */
export function isFrameworkScript(body, build) {
  if (build.bootstraps.has(body) || isFlightStart(body)) return true;
  if (!body.startsWith(FLIGHT_PUSH) || !body.endsWith(")")) return false;
  return isFlightData(body.slice(FLIGHT_PUSH.length, -1));
}

/**
 * React's streaming runtime: when a page streams (a per-request render whose Suspense boundary
 * resolves after the shell), React writes inline scripts that move the late content into place
 * ($RC, $RS, $RX, ...). Their code is constants of the react-dom server bundle Next runs, read
 * from it once, so only that exact code is accepted, followed by the one call React writes.
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

/** The calls React's instruction scripts end with (ReactFizzConfigDOM). */
const REACT_CALLS = ["$RC(", "$RS(", "$RR(", "$RX("];

/**
 * The runtime's code pieces, longest first; without the trailing `$RC("` a full chunk opens.
 * Read once per process: the bundles are those of the installed versions.
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
      const call = REACT_CALLS.find((start) => text.endsWith(`${start}"`));
      pieces.add(call ? text.slice(0, -call.length - 1) : text);
    }
  }
  reactRuntime = [...pieces].sort((a, b) => b.length - a.length);
  return reactRuntime;
}

/**
 * React's JSON escape for the strings of its instruction scripts
 * (`escapeJSStringsForInstructionScripts`).
 * @param {unknown} value
 */
const reactString = (value) =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");

/**
 * React's id of a boundary (`B:`), segment (`S:`) or placeholder (`P:`): the prefix then the
 * number in hexadecimal, as `toString(16)` writes it. Next sets no identifierPrefix.
 * @param {unknown} id
 * @param {string} prefix
 * @returns {string | null} the number's digits, or null when `id` is not such an id
 */
function reactId(id, prefix) {
  if (typeof id !== "string" || !id.startsWith(prefix)) return null;
  const digits = id.slice(prefix.length);
  const number = Number.parseInt(digits, 16);
  return Number.isSafeInteger(number) && number.toString(16) === digits ? digits : null;
}

/** @param {unknown} styles React's list of a boundary's stylesheets: arrays of strings */
const isStyleList = (styles) =>
  Array.isArray(styles) &&
  styles.every((sheet) => Array.isArray(sheet) && sheet.every((item) => typeof item === "string"));

/**
 * The one call an instruction script ends with, written back as React writes it from its
 * parsed arguments (ReactFizzConfigDOM: writeCompletedBoundary, flushPartiallyCompletedSegment,
 * writeClientRenderBoundaryInstruction); the call's text must be exactly that.
 * @param {string} call
 */
function isReactCall(call) {
  const name = REACT_CALLS.find((start) => call.startsWith(start));
  if (!name || !call.endsWith(")")) return false;
  const args = jsonValue(`[${call.slice(name.length, -1)}]`);
  if (!Array.isArray(args)) return false;
  /** @type {string | null} */
  let written = null;
  if (name === "$RS(" && args.length === 2) {
    const id = reactId(args[0], "S:");
    if (id !== null && args[1] === `P:${id}`) written = `$RS("S:${id}","P:${id}")`;
  } else if (name === "$RC(" && args.length === 2) {
    const id = reactId(args[0], "B:");
    if (id !== null && args[1] === `S:${id}`) written = `$RC("B:${id}","S:${id}")`;
  } else if (name === "$RR(" && args.length === 3) {
    const id = reactId(args[0], "B:");
    if (id !== null && args[1] === `S:${id}` && isStyleList(args[2]))
      written = `$RR("B:${id}","S:${id}",${htmlEscapeJson(JSON.stringify(args[2]))})`;
  } else if (name === "$RX(" && args.length >= 1 && args.length <= 5) {
    // The boundary, then the error's digest (and, in development, message and stacks).
    const id = reactId(args[0], "B:");
    const rest = args.slice(1);
    if (id !== null && rest.every((arg) => arg === null || typeof arg === "string"))
      written = `$RX("B:${id}"${rest.map((arg) => `,${arg === null ? "null" : reactString(arg)}`).join("")})`;
  }
  return written === call;
}

/**
 * One of React's streaming scripts: pieces of its runtime code, exactly, each at most once,
 * then at most one of the calls React writes (none: the shell's timing script).
 * @param {string} body
 */
export function isReactStreamingScript(body) {
  let rest = body;
  const unused = new Set(reactRuntimeCode());
  for (let moved = true; moved;) {
    moved = false;
    for (const piece of unused) {
      if (rest.startsWith(piece)) {
        rest = rest.slice(piece.length);
        unused.delete(piece);
        moved = true;
      }
    }
  }
  if (rest === "") return unused.size < reactRuntimeCode().length;
  return isReactCall(rest);
}

/**
 * One of the build's script files, named exactly as Next writes it (no decoding: what is not on
 * the build's list, `%2e%2e` or `..` or a query included, is not the build's).
 * @param {readonly Attribute[]} attributes
 * @param {BuildScripts} build
 */
function buildFileOf(attributes, build) {
  const src = attributes.find(([name]) => name === "src")?.[1];
  return src !== undefined && build.scripts.has(src) ? src : undefined;
}

/**
 * A script tag of the build: its `src` one of the build's files, no attribute Next does not write.
 * @param {readonly Attribute[]} attributes
 * @param {BuildScripts} build
 */
function isBuildScriptTag(attributes, build) {
  return (
    buildFileOf(attributes, build) !== undefined &&
    attributes.every(([name]) => LOADABLE_ATTRIBUTES.has(name))
  );
}

/**
 * The tag's attributes for the loader: the `integrity` of the build's file in place of any the
 * page carried, so the browser runs the file only if its bytes are the build's.
 * @param {readonly Attribute[]} attributes
 * @param {BuildScripts} build
 * @returns {Attribute[]}
 */
function withIntegrity(attributes, build) {
  const src = buildFileOf(attributes, build);
  const integrity = src === undefined ? undefined : build.scripts.get(src);
  const kept = attributes.filter(([name]) => name !== "integrity");
  if (integrity !== undefined) kept.push(["integrity", integrity]);
  return kept;
}

/**
 * The attributes without the page's nonce, when the tag carries exactly that one; as they are
 * otherwise (a tag with another nonce keeps it, and is then not one of the build's tags).
 * @param {readonly Attribute[]} attributes
 * @param {string | undefined} nonce
 * @returns {readonly Attribute[]}
 */
function withoutNonce(attributes, nonce) {
  if (nonce === undefined) return attributes;
  const own = attributes.find(([name]) => name === "nonce");
  return own?.[1] === nonce ? attributes.filter(([name]) => name !== "nonce") : attributes;
}

/** @param {string} value an attribute's value, written between double quotes */
const attributeText = (value) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** @param {readonly Attribute[]} attributes */
function isPlainInline(attributes) {
  return attributes.every(([name]) => INLINE_ATTRIBUTES.has(name));
}

/**
 * A preload of one of the build's scripts: refused under 'strict-dynamic' (no nonce to carry).
 * @param {readonly Attribute[]} attributes
 * @param {BuildScripts} build
 */
function isBuildScriptPreload(attributes, build) {
  /** @param {string} wanted */
  const value = (wanted) => attributes.find(([name]) => name === wanted)?.[1];
  return (
    value("rel") === "preload" && value("as") === "script" && build.scripts.has(value("href") ?? "")
  );
}

/** How long a loader waits for the first contentful paint before it adds its scripts anyway. */
export const LOADER_PAINT_WAIT_MS = 3000;

/**
 * An inline script that adds these script elements, with the same attributes, where it stands,
 * once the page's first contentful paint has been presented (Paint Timing's
 * `first-contentful-paint` entry, which the browser reports after the frame is on screen).
 * Why wait: the page is server-rendered and readable without its scripts, but an async script
 * that arrives before the first frame is shown runs first and puts the frame (the configurator's
 * layers, a product's name) off by its parse, compile and hydration, about a third of a second on
 * a mid-range phone (issue 36, ADR 0422). The scripts are added at once where that signal cannot
 * come or would come late: a browser without Paint Timing, a page not visible (a background tab
 * or a prerender paints nothing), and after LOADER_PAINT_WAIT_MS in any case. Each script is
 * added in a task of its own: a script added by a script is requested with its initiator's stack,
 * and a dozen of them in one task made a task long enough to block input on a slow phone.
 * `<` is escaped so no value can close the element.
 * @param {readonly (readonly Attribute[])[]} tags
 * @returns {string}
 */
export function loaderFor(tags) {
  const list = JSON.stringify(tags).replace(/</g, "\\u003c");
  return (
    `(function(s,d){var c=d.currentScript,n=0;function add(){if(n++)return;` +
    `s.forEach(function(a){setTimeout(function(){var e=d.createElement("script");` +
    `a.forEach(function(p){e.setAttribute(p[0],p[1])});c.before(e)})})}` +
    `try{if(d.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();add()}})` +
    `.observe({type:"paint",buffered:true});setTimeout(add,${LOADER_PAINT_WAIT_MS});return}}catch(x){}add()})` +
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
 * With `nonce` (a page rendered per request, under a nonce policy): the build's tags that carry
 * exactly that nonce become loaders that carry it, so they too add their scripts after the first
 * paint (ADR 0422); the policy needs no hash, and a tag with another nonce or none is left as it is.
 * @param {string} page
 * @param {BuildScripts} build
 * @param {string} [nonce]
 * @returns {{ html: string, hashes: string[] }}
 */
export function prepareDocument(page, build, nonce) {
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
    out.push(
      nonce === undefined
        ? `<script>${loader}</script>`
        : `<script nonce="${attributeText(nonce)}">${loader}</script>`,
    );
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
      if (isBuildScriptPreload(element.attributes, build)) continue;
      flush();
      out.push(source);
    } else if (
      element.text === "" &&
      isBuildScriptTag(withoutNonce(element.attributes, nonce), build)
    ) {
      group.push(withIntegrity(withoutNonce(element.attributes, nonce), build));
    } else {
      flush();
      out.push(source);
      const { attributes, text } = element;
      const named =
        isPlainInline(attributes) &&
        (isFrameworkScript(text, build) || isReactStreamingScript(text));
      if (named) {
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
