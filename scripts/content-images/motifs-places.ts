import { drawBag } from "./bag";
import { REF } from "./defs";
import { contrasting, mix } from "./palette";
import { d, el, linearGradient } from "./svg";
import type { MotifDrawers } from "./types";

/** Places: the farm and the studio salon. */
export const placeMotifs: Pick<MotifDrawers, "field" | "salon"> = {
  field: ({ rng, pal }) => {
    const green = (t: number) => mix(mix("#5f7d4e", pal.leather, 0.25), pal.bg, t);
    const hill = (y0: number, y1: number, fill: string) =>
      el("path", {
        d: d`M-20 ${y0} C400 ${y0 - rng.range(40, 120)}, 1000 ${y1 + rng.range(-60, 60)}, 1620 ${y1} L1620 920 L-20 920 Z`,
        fill,
      });
    const furrows = Array.from({ length: 9 }, (_, i) =>
      el("path", {
        d: d`M-20 ${690 + i * 26} C500 ${640 + i * 30}, 1100 ${720 + i * 22}, 1620 ${700 + i * 28}`,
        fill: "none",
        stroke: mix(green(0), "#000000", 0.25),
        "stroke-width": 3,
        opacity: 0.35,
      }),
    ).join("");
    const posts = Array.from({ length: 12 }, (_, i) => {
      const x = 240 + i * 62;
      const y = 640 - i * 6;
      return el("rect", {
        x,
        y: y - 60,
        width: 9,
        height: 64,
        fill: mix(pal.leather, "#000000", 0.35),
      });
    }).join("");
    const tree = (x: number, y: number, r: number) =>
      el("rect", {
        x: x - 5,
        y: y - 10,
        width: 10,
        height: 50,
        fill: mix(pal.leather, "#000000", 0.4),
      }) + el("circle", { cx: x, cy: y - 40, r, fill: green(0.05) });
    return [
      linearGradient("sky", [
        [0, mix(pal.bg, "#bcd3d9", 0.35)],
        [1, mix(pal.bg, pal.accent, 0.25)],
      ]),
      el("rect", { x: 0, y: 0, width: 1600, height: 900, fill: "url(#sky)" }),
      el("circle", { cx: 1150, cy: 260, r: 92, fill: pal.accent, opacity: 0.85 }),
      hill(470, 440, green(0.55)),
      hill(540, 520, green(0.35)),
      tree(1280, 520, 42),
      tree(1350, 515, 34),
      el(
        "g",
        {},
        el("rect", { x: 960, y: 470, width: 150, height: 100, fill: pal.leather }),
        el("path", {
          d: "M945 472 L1035 410 L1125 472 Z",
          fill: mix(pal.leather, "#000000", 0.35),
        }),
        el("path", {
          d: "M1010 570 V510 H1060 V570 M1010 510 L1060 570 M1060 510 L1010 570",
          fill: "none",
          stroke: pal.paper,
          "stroke-width": 4,
        }),
      ),
      hill(620, 600, green(0.15)),
      posts,
      el("path", {
        d: "M230 600 L990 530 M230 625 L990 556",
        stroke: mix(pal.leather, "#000000", 0.35),
        "stroke-width": 5,
      }),
      hill(720, 690, green(0)),
      furrows,
      ...[0, 1, 2].map((i) =>
        el("path", {
          d: d`M${420 + i * 70} ${200 + i * 26} q14 -12 28 0 q14 -12 28 0`,
          fill: "none",
          stroke: pal.ink,
          "stroke-width": 3,
          opacity: 0.5,
        }),
      ),
    ].join("");
  },
  salon: ({ rng, pal }) => {
    const floor = 720;
    const chair = contrasting(pal.bg, pal.leather, pal.leather2);
    const panelLines = [280, 560, 1040, 1320]
      .map((x) =>
        el("rect", {
          x: x - 110,
          y: 470,
          width: 220,
          height: 200,
          fill: "none",
          stroke: mix(pal.bg, pal.ink, 0.12),
          "stroke-width": 3,
        }),
      )
      .join("");
    const plant = Array.from({ length: 7 }, (_, i) => {
      const angle = -70 + i * 23 + rng.range(-6, 6);
      return el("ellipse", {
        cx: 0,
        cy: -70,
        rx: 20,
        ry: 80,
        fill: mix("#5f7d4e", pal.bg, 0.1 + (i % 3) * 0.1),
        transform: `translate(230 600) rotate(${angle.toFixed(1)})`,
      });
    }).join("");
    return [
      panelLines,
      el("rect", {
        x: 0,
        y: floor,
        width: 1600,
        height: 180,
        fill: mix(pal.bg2, pal.leather, 0.18),
      }),
      ...Array.from({ length: 9 }, (_, i) =>
        el("path", {
          d: d`M${i * 200 - 100} 900 L${i * 200 + 60} ${floor}`,
          stroke: mix(pal.bg2, "#000000", 0.12),
          "stroke-width": 2,
        }),
      ),
      el("path", {
        d: "M640 700 V300 A160 160 0 0 1 960 300 V700 Z",
        fill: mix(pal.bg, "#ffffff", 0.45),
        stroke: pal.accent,
        "stroke-width": 16,
        filter: REF.shadow,
      }),
      el("path", {
        d: "M700 640 L880 330 M760 660 L920 380",
        stroke: "#ffffff",
        "stroke-width": 10,
        opacity: 0.6,
      }),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", {
          x: 330,
          y: 470,
          width: 280,
          height: 210,
          rx: 60,
          fill: chair,
          filter: REF.leather,
        }),
        el("rect", {
          x: 300,
          y: 590,
          width: 340,
          height: 110,
          rx: 40,
          fill: mix(chair, "#000000", 0.12),
          filter: REF.leather,
        }),
        el("rect", {
          x: 300,
          y: 560,
          width: 60,
          height: 140,
          rx: 28,
          fill: chair,
          filter: REF.leather,
        }),
        el("rect", {
          x: 580,
          y: 560,
          width: 60,
          height: 140,
          rx: 28,
          fill: chair,
          filter: REF.leather,
        }),
      ),
      el("path", {
        d: "M330 700 V740 M610 700 V740",
        stroke: mix(chair, "#000000", 0.5),
        "stroke-width": 10,
      }),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 1110, y: 600, width: 20, height: 140, fill: pal.accent }),
        el("ellipse", { cx: 1120, cy: 600, rx: 130, ry: 20, fill: mix(pal.paper, pal.bg2, 0.4) }),
        el("ellipse", { cx: 1120, cy: 740, rx: 60, ry: 10, fill: pal.accent }),
      ),
      drawBag({
        shape: "crossbody",
        x: 1120,
        y: 592,
        size: 150,
        body: pal.leather2,
        trim: mix(pal.leather2, "#000000", 0.3),
        accent: pal.accent,
        thread: pal.thread,
      }),
      el("path", { d: "M1330 740 V300", stroke: pal.accent, "stroke-width": 6 }),
      el("path", {
        d: "M1270 310 L1390 310 L1360 230 L1300 230 Z",
        fill: mix(pal.paper, pal.accent, 0.25),
      }),
      el("ellipse", { cx: 1330, cy: 330, rx: 90, ry: 24, fill: pal.accent, opacity: 0.18 }),
      plant,
      el("path", { d: "M195 600 L205 690 H255 L265 600 Z", fill: mix(pal.leather, pal.bg, 0.3) }),
    ].join("");
  },
};
