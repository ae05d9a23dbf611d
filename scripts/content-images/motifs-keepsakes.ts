import { REF } from "./defs";
import { mix, paperInk } from "./palette";
import { SERIF, blob, d, el, escapeXml, linearGradient } from "./svg";
import type { MotifDrawers } from "./types";

/** Keepsakes: woven leather, wedding rings and the mood board. */
export const keepsakeMotifs: Pick<MotifDrawers, "woven" | "rings" | "moodboard"> = {
  woven: ({ pal }) => {
    const strip = 80;
    const gap = 8;
    const step = strip + gap;
    const n = 24;
    const start = -n * step * 0.5;
    const dark = [pal.leather, mix(pal.leather, "#000000", 0.35)];
    const out: string[] = [];
    for (let i = 0; i < n; i++)
      out.push(
        el("rect", {
          x: start,
          y: start + i * step,
          width: n * step,
          height: strip,
          fill: dark[i % 2] ?? pal.leather,
        }),
      );
    for (let j = 0; j < n; j++) {
      const fill = j % 5 === 2 ? pal.leather2 : mix(pal.leather, "#ffffff", 0.06);
      for (let i = 0; i < n; i++) {
        if ((i + j) % 2 !== 0) continue;
        out.push(
          el("rect", {
            x: start + j * step,
            y: start + i * step - gap,
            width: strip,
            height: strip + 2 * gap,
            rx: 3,
            fill,
            stroke: "#000000",
            "stroke-opacity": 0.35,
            "stroke-width": 2,
          }),
        );
      }
    }
    return [
      el(
        "radialGradient",
        { id: "vignette", cx: 0.5, cy: 0.5, r: 0.7 },
        el("stop", { offset: 0.45, "stop-color": "#000000", "stop-opacity": 0 }),
        el("stop", { offset: 1, "stop-color": "#000000", "stop-opacity": 0.6 }),
      ),
      el("g", { transform: "translate(800 450) rotate(45)", filter: REF.leather }, ...out),
      el("rect", { x: 0, y: 0, width: 1600, height: 900, fill: "url(#vignette)" }),
    ].join("");
  },
  rings: ({ rng, pal }) => {
    const a = { x: 690, y: 490, r: 210 };
    const b = { x: 930, y: 420, r: 185 };
    const dist = Math.hypot(b.x - a.x, b.y - a.y);
    const along = (a.r * a.r - b.r * b.r + dist * dist) / (2 * dist);
    const off = Math.sqrt(a.r * a.r - along * along);
    const ux = (b.x - a.x) / dist;
    const uy = (b.y - a.y) / dist;
    const px = a.x + ux * along + uy * off;
    const py = a.y + uy * along - ux * off;
    const petals = Array.from({ length: 22 }, () => {
      const x = rng.range(100, 1500);
      const y = rng.range(100, 820);
      return el("path", {
        d: blob(x, y, rng.range(16, 30), rng.range(10, 18), rng, 6, 0.2),
        fill: rng.pick([pal.leather2, mix(pal.leather2, pal.paper, 0.5), pal.paper]),
        opacity: 0.85,
      });
    });
    const ringA = el("circle", {
      cx: a.x,
      cy: a.y,
      r: a.r,
      fill: "none",
      stroke: "url(#gold)",
      "stroke-width": 34,
    });
    return [
      linearGradient(
        "gold",
        [
          [0, mix(pal.accent, "#ffffff", 0.5)],
          [0.5, pal.accent],
          [1, mix(pal.accent, "#000000", 0.35)],
        ],
        1,
        1,
      ),
      linearGradient(
        "white-gold",
        [
          [0, "#ffffff"],
          [0.5, "#d9d6d0"],
          [1, "#8f8a84"],
        ],
        1,
        1,
      ),
      el("defs", {}, el("clipPath", { id: "over" }, el("circle", { cx: px, cy: py, r: 48 }))),
      el("circle", { cx: 800, cy: 450, r: 420, fill: pal.paper, opacity: 0.45 }),
      ...petals,
      el(
        "g",
        { filter: REF.shadow },
        ringA,
        el("circle", {
          cx: b.x,
          cy: b.y,
          r: b.r,
          fill: "none",
          stroke: "url(#white-gold)",
          "stroke-width": 28,
        }),
      ),
      el("g", { "clip-path": "url(#over)" }, ringA),
      el("path", {
        d: d`M${a.x - 30} ${a.y - a.r - 14} L${a.x} ${a.y - a.r - 50} L${a.x + 30} ${a.y - a.r - 14} L${a.x} ${a.y - a.r + 10} Z`,
        fill: "#ffffff",
        stroke: "#c9d3dc",
        "stroke-width": 3,
      }),
    ].join("");
  },
  moodboard: ({ rng, pal }) => {
    const items: string[] = [];
    const cells = 8;
    for (let i = 0; i < cells; i++) {
      const cx = 330 + (i % 4) * 310 + rng.range(-30, 30);
      const cy = 260 + Math.floor(i / 4) * 370 + rng.range(-30, 30);
      const rot = rng.range(-8, 8);
      const kind = i % 4;
      let inner = "";
      if (kind === 0)
        inner = el("rect", {
          x: -120,
          y: -120,
          width: 240,
          height: 240,
          fill: rng.pick([pal.leather, pal.leather2]),
          filter: REF.leather,
        });
      else if (kind === 1)
        inner =
          el("rect", { x: -130, y: -160, width: 260, height: 320, fill: pal.paper }) +
          el("rect", {
            x: -110,
            y: -140,
            width: 220,
            height: 230,
            fill: mix(pal.bg2, pal.leather2, 0.4),
          }) +
          el("path", {
            d: "M-60 90 V-20 A60 60 0 0 1 60 -20 V90 Z",
            fill: mix(pal.leather, pal.bg, 0.2),
          });
      else if (kind === 2)
        inner = [pal.leather, pal.leather2, pal.accent, pal.ink, pal.bg2]
          .map((c, k) => el("rect", { x: -60, y: -150 + k * 60, width: 120, height: 60, fill: c }))
          .join("");
      else
        inner =
          el("rect", { x: -110, y: -110, width: 220, height: 220, fill: pal.paper }) +
          el(
            "text",
            {
              x: 0,
              y: 40,
              fill: paperInk(pal),
              "font-family": SERIF,
              "font-size": 140,
              "text-anchor": "middle",
              opacity: 0.85,
            },
            escapeXml(rng.pick(["A", "Æ", "&"])),
          ) +
          el("path", {
            d: d`M-80 80 Q-40 ${60 + rng.range(-10, 10)} 0 80 T80 80`,
            fill: "none",
            stroke: pal.leather,
            "stroke-width": 4,
          });
      const tape = el("rect", {
        x: -50,
        y: -175,
        width: 100,
        height: 34,
        fill: pal.paper,
        opacity: 0.65,
        transform: `rotate(${rng.range(-12, 12).toFixed(1)})`,
      });
      items.push(
        el(
          "g",
          { transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${rot.toFixed(1)})` },
          el("g", { filter: REF.soft }, inner),
          tape,
        ),
      );
    }
    return [
      el("rect", { x: 0, y: 0, width: 1600, height: 900, fill: mix(pal.bg, pal.bg2, 0.5) }),
      ...items,
    ].join("");
  },
};
