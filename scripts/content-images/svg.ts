/**
 * Small, dependency-free SVG toolkit for the content illustrations. Everything here is pure and
 * deterministic: the same input always yields byte-identical output (no Date, no Math.random).
 */

import type { Palette } from "./palette";

export type Attrs = Record<string, string | number | undefined>;

/** Formats a number compactly (two decimals at most) and refuses NaN/Infinity. */
function fmt(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Non-finite number in SVG output: ${value}`);
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Builds one element; attribute values that are numbers go through `fmt`. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    parts.push(`${key}="${typeof value === "number" ? fmt(value) : escapeXml(value)}"`);
  }
  const open = parts.length > 0 ? `<${tag} ${parts.join(" ")}` : `<${tag}`;
  return children.length > 0 ? `${open}>${children.join("")}</${tag}>` : `${open}/>`;
}

/** Path data from a template literal whose numbers are formatted, e.g. d`M${x} ${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += fmt(value) + (strings[i + 1] ?? "");
  });
  return out.replace(/\s+/g, " ").trim();
}

/** Deterministic PRNG (mulberry32). */
export type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, maxInclusive: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
  };
}

/**
 * Everything a motif needs. Motifs draw on a fixed 1600 x 900 stage; inline images show its
 * central 4:3 area (x 200 to 1400), so essential content must stay inside that band.
 */
export type DrawContext = {
  rng: Rng;
  pal: Palette;
  /** Seed for SVG noise filters, derived from the file name. */
  noiseSeed: number;
};

export const STAGE = { w: 1600, h: 900, safeLeft: 200, safeRight: 1400 } as const;

export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

/** A dashed saddle-stitch line along a path. */
export function stitch(path: string, color: string, width = 3, dash = "11 8"): string {
  return el("path", {
    d: path,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-dasharray": dash,
    "stroke-linecap": "round",
    opacity: 0.9,
  });
}

/** A rounded rectangle path, handy for stitch lines inset from an edge. */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return d`M${x + r} ${y} H${x + w - r} Q${x + w} ${y} ${x + w} ${y + r} V${y + h - r}
    Q${x + w} ${y + h} ${x + w - r} ${y + h} H${x + r} Q${x} ${y + h} ${x} ${y + h - r}
    V${y + r} Q${x} ${y} ${x + r} ${y} Z`;
}

/** Letter-spaced lettering. */
export function label(
  x: number,
  y: number,
  text: string,
  color: string,
  size = 22,
  attrs: Attrs = {},
): string {
  return el(
    "text",
    {
      x,
      y,
      fill: color,
      "font-family": SERIF,
      "font-size": size,
      "letter-spacing": size * 0.18,
      ...attrs,
    },
    escapeXml(text),
  );
}

type Point = { x: number; y: number };

/** A smooth closed curve through the points (Catmull-Rom converted to cubic Béziers). */
function smoothClosed(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number): Point => {
    const p = points[((i % n) + n) % n];
    if (!p) throw new Error("smoothClosed needs at least one point");
    return p;
  };
  let out = d`M${at(0).x} ${at(0).y}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    out +=
      " " +
      d`C${p1.x + (p2.x - p0.x) / 6} ${p1.y + (p2.y - p0.y) / 6}, ${p2.x - (p3.x - p1.x) / 6} ${p2.y - (p3.y - p1.y) / 6}, ${p2.x} ${p2.y}`;
  }
  return out + " Z";
}

/** An irregular blob around (cx, cy): hides, wax seals, paint dabs. */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  points = 9,
  wobble = 0.12,
): string {
  const pts: Point[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push({ x: cx + Math.cos(a) * rx * k, y: cy + Math.sin(a) * ry * k });
  }
  return smoothClosed(pts);
}

/** Linear gradient helper for motif-local defs. */
export function linearGradient(
  id: string,
  stops: readonly [number, string, number?][],
  x2 = 0,
  y2 = 1,
): string {
  return el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2, y2 },
    ...stops.map(([offset, color, opacity]) =>
      el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
    ),
  );
}
