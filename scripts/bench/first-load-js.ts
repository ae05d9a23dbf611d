import { gzipSync } from "node:zlib";
import { loaderFor } from "../../lib/security/served-html.mjs";

/** What the store's hashed loader wraps around its list of script tags (served-html.mjs). */
const [LOADER_HEAD = "", LOADER_TAIL = ""] = loaderFor([]).split("[]");
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\ssrc="([^"]+)"/i;

/**
 * The scripts a page's HTML has the browser load, in order, once each. Next writes them as
 * `<script src>` tags (the control, and the store's pages rendered per request, under a nonce);
 * the store's prerendered pages have them added by a hashed inline loader instead
 * (lib/security/served-html.mjs), which lists each tag's attributes as JSON. Tags marked
 * `nomodule` (the legacy polyfills) are left out: a current browser never fetches them.
 */
export function firstLoadScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const src = SRC.exec(attributes)?.[1];
    if (src) {
      if (!/\snomodule\b/i.test(attributes)) found.push(src);
      continue;
    }
    if (!body.startsWith(LOADER_HEAD) || !body.endsWith(LOADER_TAIL)) continue;
    const tags = JSON.parse(body.slice(LOADER_HEAD.length, body.length - LOADER_TAIL.length)) as [
      string,
      string,
    ][][];
    for (const tag of tags) {
      const named = tag.find(([name]) => name === "src")?.[1];
      if (named && !tag.some(([name]) => name === "nomodule")) found.push(named);
    }
  }
  return [...new Set(found)];
}

/** Gzipped size (kB) of every script a route's HTML loads: what a first visit downloads. */
export async function firstLoadJsKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  let bytes = 0;
  for (const src of firstLoadScripts(html)) {
    const answer = await fetch(new URL(src, base));
    if (!answer.ok) throw new Error(`${src} (named by ${path}): ${answer.status}`);
    bytes += gzipSync(Buffer.from(await answer.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}
