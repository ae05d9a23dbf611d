import { REF } from "./defs";
import { STEEL } from "./drawing";
import { mix } from "./palette";
import { blob, d, el, label, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** The workbench and the thread wall. */
export const workshopMotifs: Pick<MotifDrawers, "workbench" | "spools"> = {
  workbench: ({ rng, pal }) => {
    const wood = mix(pal.bg2, "#8a5a34", 0.5);
    const grain = Array.from({ length: 34 }, (_, i) => {
      const y = i * 27 + rng.range(-6, 6);
      return el("path", {
        d: d`M-10 ${y} C400 ${y + rng.range(-14, 14)}, 1100 ${y + rng.range(-14, 14)}, 1610 ${y + rng.range(-8, 8)}`,
        fill: "none",
        stroke: mix(wood, "#000000", 0.3),
        "stroke-width": rng.range(1, 3),
        opacity: 0.35,
      });
    }).join("");
    const mat = mix("#3f4a44", pal.ink, 0.2);
    const gridLines = [
      ...Array.from({ length: 19 }, (_, i) =>
        el("path", {
          d: d`M${300 + i * 40} 150 V710`,
          stroke: pal.paper,
          opacity: i % 5 === 0 ? 0.3 : 0.12,
        }),
      ),
      ...Array.from({ length: 14 }, (_, i) =>
        el("path", {
          d: d`M280 ${170 + i * 40} H1020`,
          stroke: pal.paper,
          opacity: i % 5 === 0 ? 0.3 : 0.12,
        }),
      ),
    ].join("");
    const piece = d`M420 620 L420 330 C420 250, 520 220, 640 220 C760 220, 860 250, 860 330 L860 620 Z`;
    const scrap = (x: number, y: number) =>
      el("path", {
        d: blob(x, y, rng.range(40, 70), rng.range(22, 40), rng, 7, 0.25),
        fill: pal.leather2,
        filter: REF.leather,
      });
    return [
      STEEL,
      el("rect", { x: 0, y: 0, width: 1600, height: 900, fill: wood }),
      grain,
      el("rect", {
        x: 260,
        y: 130,
        width: 780,
        height: 600,
        rx: 12,
        fill: mat,
        filter: REF.shadow,
      }),
      gridLines,
      el(
        "g",
        { filter: REF.soft },
        el("path", { d: piece, fill: pal.leather, filter: REF.leather }),
      ),
      stitch(
        d`M450 590 L450 335 C450 275, 530 252, 640 252 C750 252, 830 275, 830 335 L830 590`,
        pal.paper,
        2.5,
        "8 10",
      ),
      el("path", {
        d: d`M640 260 V590 M470 420 H810`,
        stroke: pal.paper,
        "stroke-width": 2,
        "stroke-dasharray": "3 9",
        opacity: 0.7,
      }),
      // Steel ruler across the mat.
      el(
        "g",
        { transform: "translate(300 690) rotate(-7)", filter: REF.soft },
        el("rect", { x: 0, y: 0, width: 720, height: 44, rx: 4, fill: "url(#steel)" }),
        ...Array.from({ length: 36 }, (_, i) =>
          el("path", {
            d: d`M${12 + i * 20} 0 V${i % 5 === 0 ? 18 : 10}`,
            stroke: "#3a3f45",
            "stroke-width": 1.5,
          }),
        ),
      ),
      // Awl.
      el(
        "g",
        { transform: "translate(1130 210) rotate(38)", filter: REF.soft },
        el("path", {
          d: "M0 0 L0 150",
          stroke: "url(#steel)",
          "stroke-width": 8,
          "stroke-linecap": "round",
        }),
        el("ellipse", { cx: 0, cy: -40, rx: 30, ry: 70, fill: mix(wood, "#000000", 0.45) }),
        el("rect", { x: -12, y: 22, width: 24, height: 14, fill: pal.accent }),
      ),
      // Mallet.
      el(
        "g",
        { transform: "translate(1230 520) rotate(-24)", filter: REF.shadow },
        el("rect", {
          x: -14,
          y: 0,
          width: 28,
          height: 280,
          rx: 12,
          fill: mix(wood, "#3a2414", 0.55),
        }),
        el("rect", {
          x: -90,
          y: -60,
          width: 180,
          height: 92,
          rx: 30,
          fill: mix(pal.paper, pal.bg2, 0.6),
        }),
        el("rect", { x: -90, y: -60, width: 180, height: 92, rx: 30, fill: REF.sheen }),
      ),
      // Spool of waxed thread with a loose end.
      el(
        "g",
        { filter: REF.soft },
        el("circle", { cx: 1330, cy: 220, r: 78, fill: mix(wood, "#ffffff", 0.3) }),
        el("circle", { cx: 1330, cy: 220, r: 62, fill: pal.thread }),
        ...[50, 40, 30].map((r) =>
          el("circle", {
            cx: 1330,
            cy: 220,
            r,
            fill: "none",
            stroke: mix(pal.thread, "#000000", 0.15),
            "stroke-width": 2,
          }),
        ),
        el("circle", { cx: 1330, cy: 220, r: 14, fill: mix(wood, "#000000", 0.4) }),
      ),
      el("path", {
        d: "M1300 290 C1240 420, 1080 330, 980 470 S900 560, 860 520",
        fill: "none",
        stroke: pal.thread,
        "stroke-width": 3,
      }),
      // Stitching chisel.
      el(
        "g",
        { transform: "translate(1120 720) rotate(-70)", filter: REF.soft },
        el("rect", {
          x: -16,
          y: -130,
          width: 32,
          height: 130,
          rx: 10,
          fill: mix(wood, "#000000", 0.5),
        }),
        el("rect", { x: -22, y: 0, width: 44, height: 60, fill: "url(#steel)" }),
        ...Array.from({ length: 5 }, (_, i) =>
          el("path", {
            d: d`M${-18 + i * 9} 60 L${-16 + i * 9} 78`,
            stroke: "#6b7179",
            "stroke-width": 4,
          }),
        ),
      ),
      scrap(1380, 640),
      scrap(210, 800),
      label(280, 110, "ATELIER ARDENT · WORKBENCH NO. 3", pal.paper, 20, { opacity: 0.8 }),
    ].join("");
  },
  spools: ({ rng, pal }) => {
    const colors = [
      pal.leather,
      pal.leather2,
      pal.accent,
      mix(pal.leather, pal.ink, 0.5),
      mix(pal.accent, pal.paper, 0.5),
      mix(pal.leather2, pal.bg, 0.3),
    ];
    const wood = mix(pal.bg2, "#8a5a34", 0.45);
    const shelf = 650;
    const spools = colors.map((color, i) => {
      const x = 330 + i * 188;
      const h = rng.range(200, 260);
      const top = shelf - h;
      const wraps = Array.from({ length: Math.floor((h - 40) / 7) }, (_, k) =>
        el("path", {
          d: d`M${x - 52} ${top + 24 + k * 7} H${x + 52}`,
          stroke: mix(color, "#000000", 0.22),
          "stroke-width": 1.4,
          opacity: 0.6,
        }),
      ).join("");
      return el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: x - 56, y: top + 18, width: 112, height: h - 36, fill: color }),
        wraps,
        el("rect", { x: x - 56, y: top + 18, width: 112, height: h - 36, fill: REF.sheen }),
        el("rect", { x: x - 70, y: top, width: 140, height: 22, rx: 6, fill: wood }),
        el("rect", {
          x: x - 70,
          y: shelf - 22,
          width: 140,
          height: 22,
          rx: 6,
          fill: mix(wood, "#000000", 0.12),
        }),
      );
    });
    const loose = [0, 2, 4].map((i) => {
      const x = 330 + i * 188 + 40;
      const color = colors[i] ?? pal.leather;
      return el("path", {
        d: d`M${x} ${shelf - 90} C${x + 90} ${shelf + 40}, ${x - 60} ${shelf + 140}, ${x + 140} ${shelf + 170} S${x + 260} ${shelf + 150}, ${x + 300} ${shelf + 200}`,
        fill: "none",
        stroke: color,
        "stroke-width": 3,
      });
    });
    return [
      STEEL,
      el("rect", { x: 0, y: shelf, width: 1600, height: 250, fill: wood }),
      el("rect", { x: 0, y: shelf, width: 1600, height: 14, fill: mix(wood, "#000000", 0.25) }),
      ...spools,
      ...loose,
      el(
        "g",
        { transform: "translate(760 800) rotate(-12)" },
        el("path", { d: "M0 0 L520 -6 L520 6 Z", fill: "url(#steel)" }),
        el("ellipse", { cx: 500, cy: 0, rx: 12, ry: 2.5, fill: wood }),
      ),
    ].join("");
  },
};
