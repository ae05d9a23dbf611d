import type { SeedMaterial } from "../seed/catalogue/types";
import { darken, lighten, luminance } from "./color";
import { f } from "./geometry";
import { seededRandom } from "./prng";

/** Material textures plus `shade`, a flat tint used for shadows and fixed-colour details. */
export type Texture = SeedMaterial["texture"] | "shade";

export type Surface = {
  texture: Texture;
  hex: string;
  /** Blind emboss: pressed into the leather with no foil, drawn as a shadow instead of a colour. */
  emboss?: boolean;
};

/** Tones derived from a surface colour for edges and thread. */
export function edgeColor(surface: Surface): string {
  return darken(surface.hex, surface.texture === "metal" ? 0.45 : 0.5);
}

export function stitchColor(surface: Surface): string {
  return luminance(surface.hex) > 0.45 ? darken(surface.hex, 0.32) : lighten(surface.hex, 0.38);
}

const stop = (offset: number, color: string, opacity = 1) =>
  `<stop offset="${f(offset)}" stop-color="${color}"${opacity === 1 ? "" : ` stop-opacity="${Math.round(opacity * 100) / 100}"`}/>`;

function linear(id: string, x2: number, y2: number, stops: string[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.join("")}</linearGradient>`;
}

/** The colour gradient a surface is filled with (objectBoundingBox, so it fits each piece). */
export function baseGradient(surface: Surface, id: string): string {
  const { hex, texture } = surface;
  if (texture === "metal") {
    return linear(id, 1, 1, [
      stop(0, lighten(hex, 0.55)),
      stop(0.32, hex),
      stop(0.52, darken(hex, 0.35)),
      stop(0.74, lighten(hex, 0.32)),
      stop(1, darken(hex, 0.22)),
    ]);
  }
  if (texture === "foil") {
    return linear(id, 1, 0.4, [
      stop(0, lighten(hex, 0.45)),
      stop(0.25, hex),
      stop(0.45, lighten(hex, 0.6)),
      stop(0.62, darken(hex, 0.2)),
      stop(0.85, lighten(hex, 0.35)),
      stop(1, hex),
    ]);
  }
  const soft = texture === "suede" || texture === "raffia";
  return linear(id, 0, 1, [
    stop(0, lighten(hex, soft ? 0.05 : 0.1)),
    stop(0.6, hex),
    stop(1, darken(hex, soft ? 0.18 : 0.25)),
  ]);
}

/** Overlays shared by all pieces of a fragment, independent of colour. */
export function sharedDefs(prefix: string): string {
  return [
    linear(`${prefix}vol`, 1, 0, [
      stop(0, "#000", 0.28),
      stop(0.16, "#000", 0),
      stop(0.42, "#fff", 0.07),
      stop(0.62, "#fff", 0),
      stop(0.86, "#000", 0),
      stop(1, "#000", 0.3),
    ]),
    linear(`${prefix}sheen`, 1, 0.6, [
      stop(0, "#fff", 0),
      stop(0.28, "#fff", 0.3),
      stop(0.38, "#fff", 0),
      stop(0.62, "#fff", 0.16),
      stop(0.7, "#fff", 0),
    ]),
    `<radialGradient id="${prefix}gloss" cx="0.3" cy="0.2" r="0.75">${stop(0, "#fff", 0.16)}${stop(1, "#fff", 0)}</radialGradient>`,
    `<filter id="${prefix}blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>`,
  ].join("");
}

function wrapped(x: number, y: number, size: number, margin: number): [number, number][] {
  const xs = [x, ...(x < margin ? [x + size] : []), ...(x > size - margin ? [x - size] : [])];
  const ys = [y, ...(y < margin ? [y + size] : []), ...(y > size - margin ? [y - size] : [])];
  return xs.flatMap((px) => ys.map((py): [number, number] => [px, py]));
}

function pebbles(): string {
  const random = seededRandom("pebbled");
  const size = 36;
  // Dart throwing: irregular placement reads as natural grain where a grid reads as a weave.
  const centres: [number, number][] = [];
  for (let attempt = 0; attempt < 400 && centres.length < 44; attempt++) {
    const x = random() * size;
    const y = random() * size;
    const clear = centres.every(([cx, cy]) => {
      const dx = Math.min(Math.abs(cx - x), size - Math.abs(cx - x));
      const dy = Math.min(Math.abs(cy - y), size - Math.abs(cy - y));
      return Math.hypot(dx, dy) > 4.6;
    });
    if (clear) centres.push([x, y]);
  }
  const parts: string[] = [
    `<rect width="${size}" height="${size}" fill="#000" fill-opacity="0.13"/>`,
  ];
  for (const [cx, cy] of centres) {
    const r = 2.3 + random() * 1.3;
    const squash = 0.75 + random() * 0.25;
    for (const [x, y] of wrapped(cx, cy, size, 4)) {
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * squash)}" fill="#fff" fill-opacity="0.09"/>`,
        `<ellipse cx="${f(x - 0.7)}" cy="${f(y - 0.8)}" rx="${f(r * 0.45)}" ry="${f(r * 0.35)}" fill="#fff" fill-opacity="0.1"/>`,
      );
    }
  }
  return pattern(size, size, parts.join(""));
}

function crocScales(): string {
  const random = seededRandom("croc");
  const w = 120;
  const rowHeights = [26, 22, 28];
  const h = rowHeights.reduce((a, b) => a + b, 0);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#000" fill-opacity="0.3"/>`];
  let y = 0;
  for (const rowHeight of rowHeights) {
    // Irregular widths per row, laid out from a random start and wrapped, like real scales.
    const start = -random() * 20;
    let x = start;
    while (x < start + w - 0.5) {
      const left = start + w - x;
      const candidate = 18 + random() * 12;
      const sw = left - candidate < 12 ? left : candidate;
      const top = y + 1 + random() * 1.5;
      const bottom = y + rowHeight - 1 - random() * 1.5;
      for (const px of [x, x + w]) {
        parts.push(
          `<rect x="${f(px + 1.2)}" y="${f(top)}" width="${f(sw - 2.4)}" height="${f(bottom - top)}" rx="6" fill="#fff" fill-opacity="0.04"/>`,
          `<rect x="${f(px + 3.5)}" y="${f(top + 2.5)}" width="${f(sw - 9)}" height="${f(bottom - top - 8)}" rx="5" fill="#fff" fill-opacity="0.08"/>`,
          `<path d="M${f(px + 4)} ${f(bottom - 1.5)}H${f(px + sw - 4)}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`,
        );
      }
      x += sw;
    }
    y += rowHeight;
  }
  return pattern(w, h, parts.join(""));
}

function weave(): string {
  return pattern(
    6,
    6,
    `<path d="M0 1.5H6M0 4.5H6" stroke="#fff" stroke-opacity="0.1" stroke-width="1.3"/>` +
      `<path d="M1.5 0V3M4.5 3V6" stroke="#000" stroke-opacity="0.16" stroke-width="1.3"/>`,
  );
}

function basket(): string {
  const strands = (x: number, y: number, horizontal: boolean) =>
    [2.5, 5, 7.5]
      .map((o) => (horizontal ? `M${x} ${f(y + o)}H${x + 10}` : `M${f(x + o)} ${y}V${y + 10}`))
      .join("");
  const dark = strands(0, 0, true) + strands(10, 10, true);
  const light = strands(10, 0, false) + strands(0, 10, false);
  return pattern(
    20,
    20,
    `<path d="${dark}" stroke="#000" stroke-opacity="0.22" stroke-width="1.4"/>` +
      `<path d="${light}" stroke="#000" stroke-opacity="0.16" stroke-width="1.2"/>` +
      `<path d="M10 0V20M0 10H20" stroke="#000" stroke-opacity="0.3" stroke-width="1"/>`,
  );
}

// The `{id}` and `{transform}` placeholders are filled in by texturePattern.
function pattern(w: number, h: number, content: string): string {
  return `<pattern id="{id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"{transform}>${content}</pattern>`;
}

const patternCache = new Map<Texture, string | null>();

function patternFor(texture: Texture): string | null {
  if (!patternCache.has(texture)) {
    const built =
      texture === "pebbled"
        ? pebbles()
        : texture === "croc"
          ? crocScales()
          : texture === "canvas"
            ? weave()
            : texture === "raffia"
              ? basket()
              : null;
    patternCache.set(texture, built);
  }
  return patternCache.get(texture) ?? null;
}

/**
 * The texture overlay for a surface, if it has one: a tiled pattern, or for suede a noise filter.
 * `scale` enlarges the grain, used by close-up swatches.
 */
export function textureDef(
  texture: Texture,
  id: string,
  scale = 1,
): { def: string; kind: "pattern" | "filter" } | null {
  if (texture === "suede") {
    return {
      kind: "filter",
      def:
        `<filter id="${id}" x="0" y="0" width="1" height="1">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${f(0.9 / scale)}" numOctaves="2" seed="7" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 -0.38" result="s"/>` +
        `<feComposite in="s" in2="SourceGraphic" operator="in"/></filter>`,
    };
  }
  const template = patternFor(texture);
  if (!template) return null;
  const transform = scale === 1 ? "" : ` patternTransform="scale(${f(scale)})"`;
  return {
    kind: "pattern",
    def: template.replace("{id}", id).replace("{transform}", transform),
  };
}
