import {
  band,
  bandStitches,
  circle,
  ellipse,
  f,
  offset,
  poly,
  type Pt,
  ring,
  rrect,
  smooth,
  walk,
} from "../geometry";
import type { Piece } from "../render";
import type { Surface } from "../textures";

/** Fixed surfaces for option art, which has no variant colour of its own. */
export const NEUTRAL_METAL: Surface = { texture: "metal", hex: "#c8c0ae" };
export const ZIP_TAPE: Surface = { texture: "canvas", hex: "#2b2522" };
export const SHADOW: Surface = { texture: "shade", hex: "#000000" };
export const LIGHT: Surface = { texture: "shade", hex: "#ffffff" };

/** A strap, handle or cord of leather along a smooth curve through `points`. */
export function strap(points: Pt[], width: number, extra: Partial<Piece> = {}): Piece {
  const center = smooth(points);
  return {
    d: band(center, width),
    stitches: width >= 12 ? bandStitches(center, width, width >= 20 ? 4 : 3) : [],
    shadow: true,
    ...extra,
  };
}

export function rivet(cx: number, cy: number, r = 6): Piece {
  return {
    d: circle(cx, cy, r),
    flat: true,
    shadow: true,
    highlights: [
      `M${f(cx - r * 0.5)} ${f(cy - r * 0.2)}Q${f(cx - r * 0.4)} ${f(cy - r * 0.6)} ${f(cx)} ${f(cy - r * 0.6)}`,
    ],
  };
}

export function dRing(cx: number, cy: number, r = 13, thickness = 4.5): Piece {
  return { d: ring(cx, cy, r, r - thickness), evenodd: true, flat: true, shadow: true };
}

/** A domed foot or stud, seen from the side. */
export function dome(cx: number, cy: number, rx = 10, ry = 6): Piece {
  return {
    d: `M${f(cx - rx)} ${f(cy)}Q${f(cx - rx)} ${f(cy + ry * 1.6)} ${f(cx)} ${f(cy + ry * 1.6)}Q${f(cx + rx)} ${f(cy + ry * 1.6)} ${f(cx + rx)} ${f(cy)}Z`,
    flat: true,
  };
}

/** A rectangular buckle frame with its centre bar and prong. */
export function buckle(cx: number, cy: number, w: number, h: number): Piece[] {
  const t = 4.5;
  const frame =
    rrect(cx - w / 2, cy - h / 2, w, h, 4) +
    rrect(cx - w / 2 + t, cy - h / 2 + t, w - 2 * t, h - 2 * t, 2);
  return [
    { d: frame, evenodd: true, flat: true, shadow: true },
    { d: rrect(cx - 2, cy - h / 2 + 2, 4, h - 4, 2), flat: true },
  ];
}

/** A hot-stamped frame for a monogram: a thin foil border with a diamond at each side. */
export function foilCartouche(cx: number, cy: number, w: number, h: number): Piece[] {
  const frame =
    rrect(cx - w / 2, cy - h / 2, w, h, 6) +
    rrect(cx - w / 2 + 2.2, cy - h / 2 + 2.2, w - 4.4, h - 4.4, 4);
  const diamond = (x: number) =>
    poly([
      [x - 6, cy],
      [x, cy - 6],
      [x + 6, cy],
      [x, cy + 6],
    ]);
  return [{ d: frame + diamond(cx - w / 2) + diamond(cx + w / 2), evenodd: true, flat: true }];
}

/** A foil underline with a small diamond at its centre, under a stamped name. */
export function foilRule(x1: number, x2: number, y: number): Piece[] {
  const mid = (x1 + x2) / 2;
  return [
    {
      d:
        rrect(x1, y - 1.2, mid - x1 - 8, 2.4, 1) +
        rrect(mid + 8, y - 1.2, x2 - mid - 8, 2.4, 1) +
        poly([
          [mid - 5, y],
          [mid, y - 5],
          [mid + 5, y],
          [mid, y + 5],
        ]),
      flat: true,
    },
  ];
}

/** Curb chain along a curve: alternating flat and edge-on links. */
export function chain(points: Pt[], surface?: Surface): Piece[] {
  const links = walk(smooth(points), 15);
  const flat = links.filter((_, i) => i % 2 === 0);
  const edge = links.filter((_, i) => i % 2 === 1);
  return [
    {
      d: flat
        .map(({ at: [x, y], angle }) => ellipse(x, y, 11, 7, angle) + ellipse(x, y, 6.5, 3, angle))
        .join(""),
      evenodd: true,
      flat: true,
      shadow: true,
      surface,
    },
    {
      d: edge.map(({ at: [x, y], angle }) => ellipse(x, y, 10, 2.6, angle)).join(""),
      flat: true,
      surface,
    },
  ];
}

/** A striped cotton webbing strap in fixed house colours: cream with navy and red stripes. */
export function webbing(points: Pt[], width: number): Piece[] {
  const center = smooth(points);
  const stripe = (distance: number, w: number, hex: string): Piece => ({
    d: band(offset(center, distance), w),
    surface: { texture: "canvas", hex },
    flat: true,
  });
  return [
    {
      d: band(center, width),
      surface: { texture: "canvas", hex: "#ece3d0" },
      shadow: true,
      stitches: bandStitches(center, width, 2),
    },
    stripe(width * 0.28, width * 0.16, "#1f2a44"),
    stripe(-width * 0.28, width * 0.16, "#1f2a44"),
    stripe(0, width * 0.12, "#a3202c"),
  ];
}

/** Zip teeth along a polyline, in the given metal. */
export function zipTeeth(points: Pt[], surface?: Surface): Piece {
  return { d: poly(points, false), stroke: 5, dash: "2.5 2", surface };
}

/** Zip slider and its pull tab, hanging down from (x, y). */
export function zipPull(x: number, y: number, surface?: Surface): Piece[] {
  return [
    { d: rrect(x - 7, y - 6, 14, 14, 3), flat: true, shadow: true, surface },
    {
      d: rrect(x - 5, y + 6, 10, 34, 5) + rrect(x - 2, y + 12, 4, 12, 2),
      evenodd: true,
      flat: true,
      shadow: true,
      surface,
    },
  ];
}
