import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FlattenMap, originalPositionFor, type TraceMap } from "@jridgewell/trace-mapping";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Samples V8 does not attribute to a script. */
const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

/**
 * Where a frame's code comes from: a package, one of our files (through the build's source maps,
 * so a bundled server chunk still names `lib/cart/load.ts`), WebAssembly, or Node itself.
 */
class Attributor {
  private readonly maps = new Map<string, TraceMap | null>();

  where(frame: CallFrame): string {
    if (SPECIAL.has(frame.functionName)) return frame.functionName;
    if (!frame.url) return "(native)";
    if (frame.url.startsWith("node:")) return "(node core)";
    if (frame.url.startsWith("wasm://")) return "(WebAssembly)";
    // Code Node loads straight from a package (Next's own server) belongs to that package.
    if (frame.url.includes("/node_modules/")) return group(frame.url);
    // Turbopack names a chunk of one package after it (`node_modules_drizzle-orm_…js`), whose
    // maps name sources relative to the package's own layout: trust the chunk's name.
    const chunk = /\/node_modules_((?:@[^_/]+_)?[^_/]+)_[^/]*$/.exec(decodeURIComponent(frame.url));
    if (chunk?.[1]) return chunk[1].replace(/^(@[^_]+)_/, "$1/");
    return group(this.source(frame));
  }

  private source(frame: CallFrame): string {
    if (!frame.url.startsWith("file://")) return frame.url;
    const file = fileURLToPath(frame.url);
    if (!this.maps.has(file)) {
      const mapFile = `${file}.map`;
      this.maps.set(
        file,
        existsSync(mapFile) ? new FlattenMap(readFileSync(mapFile, "utf8")) : null,
      );
    }
    const map = this.maps.get(file);
    if (!map) return file;
    const position = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: Math.max(0, frame.columnNumber),
    });
    return position.source ?? file;
  }
}

/** A package name, or our file's path from app/, components/ or lib/. */
export function group(encoded: string): string {
  // Source maps may name a scoped package URL-encoded (`%40opentelemetry`).
  const source = decodeURIComponent(encoded);
  const at = source.lastIndexOf("node_modules/");
  if (at >= 0) {
    const [scope = "", name = ""] = source.slice(at + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  // Our files: `[project]/lib/…` (Turbopack) or `../../../lib/…` (relative to the chunk).
  const ours =
    /^(?:turbopack:\/\/\/\[project\]\/|(?:\.\.\/)*)((?:app|components|lib)\/.*|proxy\.ts)$/.exec(
      source,
    );
  return ours?.[1] ?? "(bundler runtime)";
}

const OURS = /^(app|components|lib)\/|^proxy\./;

export type ProfileSummary = {
  sampledMs: number;
  /** Self time per place, largest first. */
  self: { where: string; ms: number }[];
  /** Time with one of our files on the stack, per file, largest first. */
  inclusiveOurs: { where: string; ms: number }[];
};

/**
 * Sums a `.cpuprofile` (node --cpu-prof) over the samples taken between `fromUs` and `toUs`
 * (CLOCK_MONOTONIC microseconds, the clock V8 stamps its samples with and process.hrtime reads),
 * so start-up and warm-up are left out.
 */
export function summariseProfile(file: string, fromUs: number, toUs: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const attributor = new Attributor();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const place = new Map<number, string>();
  const placeOf = (id: number) => {
    let value = place.get(id);
    if (value === undefined) {
      value = attributor.where(byId.get(id)!.callFrame);
      place.set(id, value);
    }
    return value;
  };
  const stackOurs = new Map<number, Set<string>>();
  const oursOf = (id: number): Set<string> => {
    const known = stackOurs.get(id);
    if (known) return known;
    const up = parent.get(id);
    const set = new Set(up === undefined ? [] : oursOf(up));
    if (OURS.test(placeOf(id))) set.add(placeOf(id));
    stackOurs.set(id, set);
    return set;
  };

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let at = profile.startTime;
  let sampledUs = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const duration = profile.timeDeltas[i + 1] ?? 0;
    if (at < fromUs || at > toUs) return;
    sampledUs += duration;
    const where = placeOf(id);
    self.set(where, (self.get(where) ?? 0) + duration);
    for (const file of oursOf(id)) inclusive.set(file, (inclusive.get(file) ?? 0) + duration);
  });
  const sorted = (map: Map<string, number>) =>
    [...map].map(([where, us]) => ({ where, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { sampledMs: sampledUs / 1000, self: sorted(self), inclusiveOurs: sorted(inclusive) };
}

/** The summary as text: the places that cost the most, per request. */
export function printProfile(summary: ProfileSummary, requests: number, top = 14): string {
  const perRequest = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
  const share = (ms: number) => `${((ms / Math.max(1e-9, summary.sampledMs)) * 100).toFixed(1)}%`;
  const busy = summary.self.filter((row) => row.where !== "(idle)");
  const busyMs = busy.reduce((sum, row) => sum + row.ms, 0);
  const lines = [
    `  ${summary.sampledMs.toFixed(0)} ms sampled, ${requests} requests; main thread busy ${busyMs.toFixed(0)} ms = ${perRequest(busyMs)} ms/request`,
    "  self time by place (ms/request, share of the window):",
    ...busy
      .slice(0, top)
      .map(
        (row) =>
          `    ${perRequest(row.ms).padStart(7)}  ${share(row.ms).padStart(6)}  ${row.where}`,
      ),
    "  time with our file on the stack (ms/request):",
    ...summary.inclusiveOurs
      .slice(0, top)
      .map(
        (row) =>
          `    ${perRequest(row.ms).padStart(7)}  ${share(row.ms).padStart(6)}  ${row.where}`,
      ),
  ];
  return lines.join("\n");
}

/** The newest `.cpuprofile` written in `dir` (one per server run under `--cpu-prof`). */
export function newestProfile(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no CPU profile was written in ${dir}`);
  return files[0];
}
