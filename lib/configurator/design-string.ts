import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct } from "./catalogue-index";
import type { ConfiguratorState, PersonalizationEntry } from "./types";

// The design's text form, apart from the rules (normalize.ts) so the configurator's first paint
// can read the design the server wrote without loading them (issue 27).

/**
 * URL format of a design (one query value, only URL-unreserved characters):
 *   "2" . token . token ...
 * where the leading "2" is the customizer major version and each token is one of
 *   v<variant id>  o<option id>  y<component id>  n<component id>
 *   p<personalizable id>~<type>~<text>~<1 if complete else 0>
 * Ids made of [A-Za-z0-9-] (the catalogue's UUIDs) are written as they are; anything else,
 * and every non-trivial text, is written as "_" + base64url(UTF-8). Variant and option ids are
 * unique in a product, so the component is not repeated. Selection and errors are screen state
 * and are not encoded.
 */
const VERSION_TOKEN = "2";
export const MAX_VALUE_LENGTH = 8000;
const MAX_TOKENS = 400;
const PLAIN = /^[A-Za-z0-9-]+$/;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else {
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
    }
  }
  return bytes;
}

function fromUtf8(bytes: number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const extra = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : 0;
    let cp = extra === 0 ? b : b & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) cp = (cp << 6) | ((bytes[i + k] ?? 0) & 63);
    // Malformed input (hand-edited URLs) becomes U+FFFD rather than throwing.
    out += cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : "\ufffd";
    i += extra + 1;
  }
  return out;
}

function base64url(bytes: number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const value = k < chunk.length ? B64.indexOf(chunk[k] ?? "") : 0;
      n = (n << 6) | (value < 0 ? 0 : value);
    }
    const count = chunk.length - 1;
    for (let k = 0; k < count; k++) bytes.push((n >> (16 - 8 * k)) & 255);
  }
  return bytes;
}

function escape(text: string): string {
  return PLAIN.test(text) ? text : "_" + base64url(utf8(text));
}

function unescape(text: string): string {
  return text.startsWith("_") ? fromUtf8(fromBase64url(text.slice(1))) : text;
}

/** The design of a state as one compact, URL-safe query value. */
export function encodeState(state: ConfiguratorState): string {
  const tokens = [VERSION_TOKEN];
  for (const [componentId, answer] of Object.entries(state.answers)) {
    tokens.push((answer ? "y" : "n") + escape(componentId));
  }
  for (const ids of Object.values(state.options))
    for (const id of ids) tokens.push("o" + escape(id));
  for (const ids of Object.values(state.variants))
    for (const id of ids) tokens.push("v" + escape(id));
  for (const [id, entry] of Object.entries(state.personalizations)) {
    const fields = [escape(id), escape(entry.type), escape(entry.text), entry.complete ? "1" : "0"];
    tokens.push("p" + fields.join("~"));
  }
  return tokens.join(".");
}

/**
 * The design a value names, read token by token against this product (ids of another product are
 * dropped) but without the rules re-applied: enough for a value this server wrote from a valid
 * design (the configurator's first paint), not for a URL from outside (decodeState).
 */
export function readDesign(product: ConfigurableProduct, value: string): ConfiguratorState {
  const index = indexProduct(product);
  const variants: Record<string, string[]> = {};
  const options: Record<string, string[]> = {};
  const answers: Record<string, boolean> = {};
  const personalizations: Record<string, PersonalizationEntry> = {};
  for (const token of value.slice(0, MAX_VALUE_LENGTH).split(".").slice(0, MAX_TOKENS)) {
    const tag = token.charAt(0);
    const body = token.slice(1);
    if (tag === "v" || tag === "o" || tag === "y" || tag === "n") {
      const id = unescape(body);
      // Only ids of this product are looked up; anything else (another bag's variant) is dropped.
      if (tag === "v") {
        const owner = index.variantOwner.get(id);
        if (owner) (variants[owner.component.id] ??= []).push(id);
      } else if (tag === "o") {
        const owner = index.optionOwner.get(id);
        if (owner) (options[owner.component.id] ??= []).push(id);
      } else if (index.byId.has(id)) {
        answers[id] = tag === "y";
      }
    } else if (tag === "p") {
      const [pid, type, text, complete] = body.split("~");
      if (pid === undefined || type === undefined || text === undefined) continue;
      const id = unescape(pid);
      if (!index.personalizableOwner.has(id)) continue;
      personalizations[id] = {
        type: unescape(type),
        text: unescape(text),
        complete: complete === "1",
      };
    }
  }
  return {
    productId: product.id,
    variants,
    options,
    answers,
    personalizations,
    selection: null,
    errors: {},
  };
}
