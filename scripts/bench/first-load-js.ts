import { gzipSync } from "node:zlib";

/**
 * Gzipped size (kB) of every script a route's HTML loads: what a first visit downloads. Scripts
 * marked `nomodule` (the legacy polyfills) are left out: a current browser never fetches them.
 */
export async function firstLoadJsKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)];
  const scripts = [...new Set(tags.filter((m) => !/\snomodule/i.test(m[0])).map((m) => m[1]!))];
  let bytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}
