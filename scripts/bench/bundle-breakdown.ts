import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { decodedMappings, FlattenMap } from "@jridgewell/trace-mapping";
import { group } from "./cpu-profile";
import { firstLoadScripts } from "./first-load-js";

/** Packages a control Next app loads too: the part of the first load no page can shed. */
const FRAMEWORK = new Set(["next", "react", "react-dom", "scheduler", "@swc/helpers"]);

/**
 * What a route's first-load scripts are made of, in gzipped kB per package or per our folder:
 * each script's gzipped size shared out by how many of its bytes each source map entry covers.
 * Needs a build with browser source maps (BENCH_PROFILE_BUILD=1, next.config.mjs).
 */
export async function bundleBreakdown(
  base: string,
  page: string,
  distDir: string,
): Promise<Map<string, number>> {
  const html = await (await fetch(`${base}${page}`)).text();
  const scripts = firstLoadScripts(html);
  const kb = new Map<string, number>();
  const add = (where: string, value: number) => kb.set(where, (kb.get(where) ?? 0) + value);
  for (const src of scripts) {
    const url = new URL(src, base);
    const code = await (await fetch(url)).text();
    const gz = gzipSync(Buffer.from(code), { level: 9 }).length / 1024;
    // The build's own map file (the server need not serve maps), named by the script's comment.
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapUrl = named ? new URL(named, url) : null;
    const mapFile = mapUrl
      ? path.join(distDir, decodeURIComponent(mapUrl.pathname.replace(/^\/_next\//, "")))
      : "";
    if (!mapFile || !existsSync(mapFile)) {
      add("(no source map)", gz);
      continue;
    }
    const map = new FlattenMap(readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    const bytes = new Map<string, number>();
    decodedMappings(map).forEach((segments, line) => {
      const length = lines[line]?.length ?? 0;
      segments.forEach((segment, i) => {
        const end = segments[i + 1]?.[0] ?? length;
        const source = segment.length > 1 ? map.sources[segment[1]!] : null;
        const where = source ? bucket(group(source)) : "(runtime glue)";
        bytes.set(where, (bytes.get(where) ?? 0) + Math.max(0, end - segment[0]));
      });
    });
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [where, n] of bytes) add(where, (gz * n) / total);
  }
  return kb;
}

/** Our files by folder (components/layout, lib/http, ...), packages by name. */
function bucket(where: string): string {
  const ours = /^((?:app|components|lib)\/[^/]+)\//.exec(where);
  return ours?.[1] ?? where;
}

export const isFramework = (where: string) => FRAMEWORK.has(where);
