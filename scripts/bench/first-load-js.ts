import { gzipSync } from "node:zlib";

/** Gzipped size (kB) of every script a route's HTML loads: what a first visit downloads. */
export async function firstLoadJsKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!)),
  ];
  let bytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}
