import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { decodedMappings, FlattenMap } from "@jridgewell/trace-mapping";
async function main() {
  const base = "http://127.0.0.1:3340", distDir = path.resolve(".next-bench-profile");
  const all: Map<string, number>[] = [];
  for (const page of process.argv.slice(2)) {
    const html = await (await fetch(base + page)).text();
    const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].map((m) => m[1]!))];
    const kb = new Map<string, number>();
    for (const src of scripts) {
      const url = new URL(src, base);
      const code = await (await fetch(url)).text();
      const gz = gzipSync(Buffer.from(code), { level: 9 }).length / 1024;
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      if (!named) continue;
      const mapFile = path.join(distDir, decodeURIComponent(new URL(named, url).pathname.replace(/^\/_next\//, "")));
      const map = new FlattenMap(readFileSync(mapFile, "utf8"));
      const lines = code.split("\n"); const bytes = new Map<string, number>();
      decodedMappings(map).forEach((segs, line) => segs.forEach((s, i) => {
        const end = segs[i + 1]?.[0] ?? (lines[line]?.length ?? 0);
        const src = s.length > 1 ? map.sources[s[1]!]! : "(glue)";
        const m = /node_modules\/next\/dist\/(.*)$/.exec(decodeURIComponent(src));
        const where = m ? "next/" + m[1]!.replace(/^(compiled\/[^/]+|client\/components\/[^/]+|shared\/lib\/[^/]+|client\/[^/]+).*/, "$1") : src.includes("node_modules/react") ? "react*" : src.slice(0, 120);
        bytes.set(where, (bytes.get(where) ?? 0) + Math.max(0, end - s[0]));
      }));
      const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [w, n] of bytes) kb.set(w, (kb.get(w) ?? 0) + gz * n / total);
    }
    all.push(kb);
  }
  const [a, b] = all as [Map<string, number>, Map<string, number>];
  const diff = [...a].map(([w, v]) => [w, v - (b.get(w) ?? 0)] as const).filter(([, d]) => d > 0.05).sort((x, y) => y[1] - x[1]);
  let sum = 0; for (const [w, d] of diff) { sum += d; console.log(d.toFixed(2), w.replace("turbopack:///[project]/", "")); } console.log("sum", sum.toFixed(1));
}
main();
