/** Drawing helpers shared by several motifs. */
import { REF } from "./defs";
import { mix, type Palette } from "./palette";
import { SERIF, d, el, escapeXml, linearGradient, type Rng } from "./svg";

export const STEEL = linearGradient(
  "steel",
  [
    [0, "#7c828a"],
    [0.5, "#eef0f2"],
    [1, "#80868e"],
  ],
  1,
  0,
);

/** A row of flat-roofed buildings with optional setbacks and water towers. */
export function buildings(
  rng: Rng,
  ground: number,
  minH: number,
  maxH: number,
  fill: string,
  towers: boolean,
): string {
  const out: string[] = [];
  let x = -30;
  while (x < 1630) {
    const w = rng.range(56, 124);
    const h = rng.range(minH, maxH);
    out.push(el("rect", { x, y: ground - h, width: w + 1, height: h, fill }));
    if (rng.next() < 0.35)
      out.push(
        el("rect", {
          x: x + w * 0.2,
          y: ground - h - h * 0.18,
          width: w * 0.6,
          height: h * 0.18 + 1,
          fill,
        }),
      );
    else if (towers && w > 70 && rng.next() < 0.5) {
      const tx = x + w * rng.range(0.25, 0.6);
      const top = ground - h;
      out.push(
        el("path", {
          d: d`M${tx} ${top} L${tx + 4} ${top - 22} M${tx + 26} ${top} L${tx + 22} ${top - 22}`,
          stroke: fill,
          "stroke-width": 3,
        }),
        el("rect", { x: tx - 2, y: top - 52, width: 30, height: 32, rx: 3, fill }),
        el("path", {
          d: d`M${tx - 4} ${top - 52} L${tx + 13} ${top - 66} L${tx + 30} ${top - 52} Z`,
          fill,
        }),
      );
    }
    x += w;
  }
  return out.join("");
}

export function windows(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  lit: string,
  chance: number,
  base: string,
): string {
  const out: string[] = [];
  for (let wy = y + 16; wy < y + h - 20; wy += 26) {
    for (let wx = x + 10; wx < x + w - 14; wx += 18) {
      const on = rng.next() < chance;
      out.push(
        el("rect", {
          x: wx,
          y: wy,
          width: 7,
          height: 12,
          fill: on ? lit : base,
          opacity: on ? 0.9 : 0.18,
        }),
      );
    }
  }
  return out.join("");
}

export function pencil(x: number, y: number, rot: number, pal: Palette): string {
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${rot})`, filter: REF.soft },
    el("rect", { x: 0, y: -11, width: 380, height: 22, fill: pal.accent }),
    el("rect", { x: 380, y: -11, width: 30, height: 22, fill: "#c9ccd1" }),
    el("rect", {
      x: 410,
      y: -11,
      width: 26,
      height: 22,
      rx: 6,
      fill: mix(pal.leather2, "#ffffff", 0.3),
    }),
    el("path", { d: "M0 -11 L-50 0 L0 11 Z", fill: "#e8d2b0" }),
    el("path", { d: "M-36 -3 L-50 0 L-36 3 Z", fill: pal.ink }),
  );
}

export function textLines(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  rows: number,
  color: string,
  gap = 24,
): string {
  return Array.from({ length: rows }, (_, i) => {
    const w = i === rows - 1 ? width * rng.range(0.3, 0.6) : width * rng.range(0.82, 1);
    return el("path", {
      d: d`M${x} ${y + i * gap} H${x + w}`,
      stroke: color,
      "stroke-width": 6,
      "stroke-linecap": "round",
      opacity: 0.3,
    });
  }).join("");
}

export function tagShape(x: number, y: number, text: string, pal: Palette, rot: number): string {
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${rot})`, filter: REF.soft },
    el("path", { d: "M0 0 L120 0 L150 35 L120 70 L0 70 Z", fill: pal.paper }),
    el("circle", { cx: 128, cy: 35, r: 6, fill: mix(pal.paper, "#000000", 0.3) }),
    el(
      "text",
      {
        x: 58,
        y: 48,
        fill: pal.leather,
        "font-family": SERIF,
        "font-size": 34,
        "text-anchor": "middle",
        "letter-spacing": 3,
      },
      escapeXml(text),
    ),
  );
}

export function confetti(rng: Rng, pal: Palette, n: number): string {
  return Array.from({ length: n }, () => {
    const x = rng.range(40, 1560);
    const y = rng.range(40, 860);
    return rng.next() < 0.5
      ? el("circle", {
          cx: x,
          cy: y,
          r: rng.range(3, 8),
          fill: rng.pick([pal.accent, pal.leather2, pal.paper]),
          opacity: 0.7,
        })
      : el("rect", {
          x,
          y,
          width: 14,
          height: 6,
          fill: rng.pick([pal.accent, pal.leather2]),
          opacity: 0.7,
          transform: `rotate(${rng.range(0, 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})`,
        });
  }).join("");
}

export function heart(cx: number, cy: number, s: number): string {
  return d`M${cx} ${cy + s * 0.42} C${cx - s * 0.95} ${cy - s * 0.12}, ${cx - s * 0.55} ${cy - s * 0.95}, ${cx} ${cy - s * 0.42}
    C${cx + s * 0.55} ${cy - s * 0.95}, ${cx + s * 0.95} ${cy - s * 0.12}, ${cx} ${cy + s * 0.42} Z`;
}
