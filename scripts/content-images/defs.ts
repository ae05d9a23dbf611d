import { el } from "./svg";
import type { DrawContext } from "./svg";

/** Shared filter and gradient references defined by `sharedDefs`. */
export const REF = {
  sheen: "url(#sheen)",
  leather: "url(#leather)",
  pebble: "url(#pebble)",
  shadow: "url(#shadow)",
  soft: "url(#soft-shadow)",
} as const;

export function sharedDefs(ctx: DrawContext): string {
  const seed = ctx.noiseSeed % 997;
  const lit = (id: string, freq: number, octaves: number, scale: number) =>
    el(
      "filter",
      { id, x: "0", y: "0", width: "100%", height: "100%", "color-interpolation-filters": "sRGB" },
      el("feTurbulence", {
        type: "fractalNoise",
        baseFrequency: freq,
        numOctaves: octaves,
        seed,
        result: "noise",
      }),
      el(
        "feDiffuseLighting",
        { in: "noise", surfaceScale: scale, "lighting-color": "#ffffff", result: "light" },
        el("feDistantLight", { azimuth: 235, elevation: 58 }),
      ),
      el("feComposite", {
        in: "light",
        in2: "SourceGraphic",
        operator: "arithmetic",
        k1: 1.18,
        k2: 0,
        k3: 0,
        k4: 0,
        result: "lit",
      }),
      el("feComposite", { in: "lit", in2: "SourceAlpha", operator: "in" }),
    );
  const sheen = el(
    "linearGradient",
    { id: "sheen", x1: 0, y1: 0, x2: 1, y2: 0.3 },
    el("stop", { offset: 0, "stop-color": "#ffffff", "stop-opacity": 0.16 }),
    el("stop", { offset: 0.45, "stop-color": "#ffffff", "stop-opacity": 0 }),
    el("stop", { offset: 1, "stop-color": "#000000", "stop-opacity": 0.18 }),
  );
  return [
    sheen,
    lit("leather", 0.75, 2, 1.1),
    lit("pebble", 0.09, 3, 2.2),
    el(
      "filter",
      { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "150%" },
      el("feDropShadow", {
        dx: 0,
        dy: 14,
        stdDeviation: 14,
        "flood-color": "#1a1410",
        "flood-opacity": 0.28,
      }),
    ),
    el(
      "filter",
      { id: "soft-shadow", x: "-20%", y: "-20%", width: "140%", height: "150%" },
      el("feDropShadow", {
        dx: 0,
        dy: 5,
        stdDeviation: 5,
        "flood-color": "#1a1410",
        "flood-opacity": 0.22,
      }),
    ),
    el(
      "filter",
      { id: "grain", x: "0", y: "0", width: "100%", height: "100%" },
      el("feTurbulence", {
        type: "fractalNoise",
        baseFrequency: 0.8,
        numOctaves: 2,
        seed: seed + 7,
        stitchTiles: "stitch",
      }),
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1.6 0 0 0 -0.62",
      }),
    ),
  ].join("");
}
