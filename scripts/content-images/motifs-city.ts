import { REF } from "./defs";
import { buildings, windows } from "./drawing";
import { mix, type Palette } from "./palette";
import { d, el, label, linearGradient } from "./svg";
import type { MotifDrawers } from "./types";

function skylineSky(
  pal: Palette,
  time: "day" | "dusk" | "night",
): { top: string; bottom: string; sun: string } {
  if (time === "night") return { top: "#141a29", bottom: "#34405c", sun: pal.paper };
  if (time === "dusk")
    return {
      top: mix(pal.leather2, pal.bg, 0.35),
      bottom: mix(pal.accent, pal.bg, 0.45),
      sun: mix(pal.accent, pal.paper, 0.3),
    };
  return { top: mix("#b9d0da", pal.bg, 0.3), bottom: pal.bg, sun: mix("#f6e3b4", pal.paper, 0.25) };
}

/** New York: the skyline and the garment district landmark. */
export const cityMotifs: Pick<MotifDrawers, "skyline" | "button-needle"> = {
  skyline: ({ rng, pal }, { time }) => {
    const sky = skylineSky(pal, time);
    const ground = 700;
    const back = mix(sky.bottom, "#0b0f18", time === "night" ? 0.35 : 0.22);
    const front = time === "night" ? "#111623" : mix(pal.leather, "#0b0f18", 0.5);
    const sun = {
      x: 1120,
      y: time === "night" ? 200 : time === "dusk" ? 470 : 250,
      r: time === "night" ? 50 : 130,
    };
    const esb = [
      [200, 250],
      [130, 150],
      [84, 110],
      [44, 60],
      [16, 40],
    ] as const;
    let top = ground;
    const landmark = esb
      .map(([w, h]) => {
        top -= h;
        return el("rect", { x: 760 - w / 2, y: top, width: w, height: h + 1, fill: front });
      })
      .join("");
    const fronts: string[] = [];
    let x = -20;
    while (x < 1620) {
      const w = rng.range(70, 140);
      const h = rng.range(110, 300);
      if (Math.abs(x + w / 2 - 760) > 150) {
        fronts.push(el("rect", { x, y: ground - h, width: w + 1, height: h, fill: front }));
        fronts.push(
          windows(
            rng,
            x,
            ground - h,
            w,
            h,
            pal.accent,
            time === "night" ? 0.45 : time === "dusk" ? 0.18 : 0,
            mix(front, "#ffffff", 0.5),
          ),
        );
      }
      x += w + rng.range(0, 14);
    }
    const ripples = Array.from({ length: 22 }, (_, i) => {
      const y = ground + 20 + i * 8.5;
      const half = 40 + i * 7;
      const segments: string[] = [];
      let sx = sun.x - half + rng.range(0, 30);
      while (sx < sun.x + half) {
        const len = rng.range(20, 90);
        segments.push(d`M${sx} ${y} H${Math.min(sx + len, sun.x + half)}`);
        sx += len + rng.range(12, 50);
      }
      return el("path", {
        d: segments.join(" "),
        stroke: sky.sun,
        "stroke-width": 3,
        "stroke-linecap": "round",
        opacity: 0.55 - i * 0.022,
      });
    }).join("");
    const bands = Array.from({ length: 14 }, (_, i) =>
      el("path", {
        d: d`M${760 - 100 + i * 14.3} ${ground - 250} V${ground}`,
        stroke: mix(front, "#ffffff", 0.12),
        "stroke-width": 2,
      }),
    ).join("");
    return [
      linearGradient("sky", [
        [0, sky.top],
        [1, sky.bottom],
      ]),
      el("rect", { x: 0, y: 0, width: 1600, height: ground, fill: "url(#sky)" }),
      el("circle", { cx: sun.x, cy: sun.y, r: sun.r, fill: sky.sun, opacity: 0.92 }),
      buildings(rng, ground, 200, 420, back, false),
      landmark,
      bands,
      el("rect", { x: 757, y: top - 80, width: 6, height: 82, fill: front }),
      ...fronts,
      el("rect", { x: 0, y: ground, width: 1600, height: 200, fill: mix(front, sky.bottom, 0.35) }),
      ripples,
    ].join("");
  },
  "button-needle": ({ rng, pal }) => {
    const a = (-28 * Math.PI) / 180;
    const hole = { x: 840, y: 390 };
    const dir = { x: Math.sin(-a), y: -Math.cos(a) };
    const eye = { x: hole.x + dir.x * 300, y: hole.y + dir.y * 300 };
    const needle = (from: number, to: number) =>
      el(
        "g",
        { transform: `translate(${hole.x} ${hole.y}) rotate(28)` },
        el("path", {
          d: d`M-9 ${-from} L9 ${-from} L9 ${-to + 20} Q9 ${-to} 0 ${-to} Q-9 ${-to} -9 ${-to + 20} Z`,
          fill: "url(#steel)",
        }),
      );
    const holes = [
      [-60, -60],
      [60, -60],
      [-60, 60],
      [60, 60],
    ] as const;
    return [
      linearGradient(
        "steel",
        [
          [0, "#7c828a"],
          [0.5, "#eef0f2"],
          [1, "#80868e"],
        ],
        1,
        0,
      ),
      linearGradient(
        "button",
        [
          [0, mix(pal.accent, "#ffffff", 0.35)],
          [1, mix(pal.accent, "#000000", 0.25)],
        ],
        1,
        1,
      ),
      buildings(rng, 760, 140, 380, mix(pal.bg, pal.ink, 0.1), true),
      el("rect", { x: 0, y: 760, width: 1600, height: 140, fill: mix(pal.bg2, pal.ink, 0.08) }),
      // The tip enters behind the button at the lower left.
      el(
        "g",
        { transform: `translate(${hole.x} ${hole.y}) rotate(28)` },
        el("path", { d: "M-9 0 L-9 330 L0 390 L9 330 L9 0 Z", fill: "url(#steel)" }),
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("circle", { cx: 780, cy: 450, r: 240, fill: "url(#button)" }),
      ),
      el("circle", {
        cx: 780,
        cy: 450,
        r: 205,
        fill: "none",
        stroke: mix(pal.accent, "#000000", 0.3),
        "stroke-width": 10,
        opacity: 0.6,
      }),
      ...holes.map(([hx, hy]) =>
        el("circle", { cx: 780 + hx, cy: 450 + hy, r: 28, fill: mix(pal.accent, "#000000", 0.45) }),
      ),
      needle(0, 320),
      el("ellipse", {
        cx: eye.x + dir.x * 6,
        cy: eye.y + dir.y * 6,
        rx: 3,
        ry: 16,
        transform: `rotate(28 ${(eye.x + dir.x * 6).toFixed(1)} ${(eye.y + dir.y * 6).toFixed(1)})`,
        fill: pal.bg,
      }),
      el("path", {
        d: d`M${eye.x + dir.x * 6} ${eye.y + dir.y * 6} C${eye.x + 200} ${eye.y - 80}, 1360 380, 1180 620 S1000 800, 1240 830`,
        fill: "none",
        stroke: pal.leather,
        "stroke-width": 6,
        "stroke-linecap": "round",
      }),
      el("rect", { x: 620, y: 700, width: 320, height: 70, fill: mix(pal.bg2, pal.ink, 0.25) }),
      label(780, 745, "GARMENT DISTRICT", pal.paper, 20, { "text-anchor": "middle" }),
    ].join("");
  },
};
