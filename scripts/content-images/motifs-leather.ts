import { REF } from "./defs";
import { STEEL } from "./drawing";
import { mix } from "./palette";
import { SERIF, d, el, roundedRect, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** Leather surfaces: hides, panels, swatch books and a needle at work. */
export const leatherMotifs: Pick<MotifDrawers, "leather" | "panels" | "swatches" | "needle"> = {
  leather: ({ rng, pal }) => {
    const x0 = rng.range(820, 940);
    const c1 = x0 + rng.range(-160, 160);
    const c2 = x0 + rng.range(-160, 160);
    const x1 = x0 + rng.range(-200, 120);
    const seam = (dx: number) => d`M${x0 + dx} -20 C${c1 + dx} 300, ${c2 + dx} 600, ${x1 + dx} 920`;
    const left = d`M-20 -20 L${x0} -20 C${c1} 300, ${c2} 600, ${x1} 920 L-20 920 Z`;
    const cx = 470;
    const cy = 450;
    const r = 120;
    const ring = d`M${cx - r} ${cy} a${r} ${r} 0 1 1 ${2 * r} 0 a${r} ${r} 0 1 1 ${-2 * r} 0`;
    const deep = mix(pal.leather, "#000000", 0.35);
    const light = mix(pal.leather, "#ffffff", 0.18);
    return [
      el("defs", {}, el("path", { id: "stamp-ring", d: ring })),
      el("rect", {
        x: -20,
        y: -20,
        width: 1640,
        height: 940,
        fill: pal.leather2,
        filter: REF.pebble,
      }),
      stitch(seam(34), pal.thread, 4, "16 10"),
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: left, fill: pal.leather, filter: REF.leather }),
      ),
      el("path", { d: seam(0), fill: "none", stroke: deep, "stroke-width": 6 }),
      stitch(seam(-30), pal.thread, 4, "16 10"),
      el("circle", {
        cx: cx + 1.5,
        cy: cy + 1.5,
        r: r + 34,
        fill: "none",
        stroke: light,
        "stroke-width": 3,
      }),
      el("circle", { cx, cy, r: r + 34, fill: "none", stroke: deep, "stroke-width": 3 }),
      el("circle", { cx, cy, r: r - 30, fill: "none", stroke: deep, "stroke-width": 2 }),
      el(
        "text",
        { fill: deep, "font-family": SERIF, "font-size": 30, "letter-spacing": 9 },
        el(
          "textPath",
          { href: "#stamp-ring", startOffset: "2%" },
          "ATELIER ARDENT · NEW YORK · MADE TO ORDER ·",
        ),
      ),
      el(
        "text",
        {
          x: cx + 1.5,
          y: cy + 31.5,
          fill: light,
          "font-family": SERIF,
          "font-size": 84,
          "text-anchor": "middle",
        },
        "AA",
      ),
      el(
        "text",
        {
          x: cx,
          y: cy + 30,
          fill: deep,
          "font-family": SERIF,
          "font-size": 84,
          "text-anchor": "middle",
        },
        "AA",
      ),
    ].join("");
  },
  panels: ({ rng, pal }) => {
    const colors = [
      pal.leather,
      pal.leather2,
      mix(pal.accent, pal.leather, 0.3),
      mix(pal.leather, pal.ink, 0.4),
      mix(pal.leather2, pal.paper, 0.35),
      pal.leather,
    ];
    const out: string[] = [];
    colors.forEach((fill, i) => {
      const col = i % 3;
      const row = Math.floor(i / 3);
      const w = rng.range(330, 430);
      const h = rng.range(250, 330);
      const cx = 380 + col * 420 + rng.range(-40, 40);
      const cy = 270 + row * 360 + rng.range(-30, 30);
      const rot = rng.range(-9, 9);
      const holes =
        i === 2
          ? Array.from({ length: 9 }, (_, k) =>
              el("circle", {
                cx: -w / 2 + 50 + k * ((w - 100) / 8),
                cy: h / 2 - 44,
                r: 6,
                fill: mix(fill, "#000000", 0.55),
              }),
            ).join("")
          : "";
      out.push(
        el(
          "g",
          {
            transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${rot.toFixed(1)})`,
            filter: REF.shadow,
          },
          el("rect", {
            x: -w / 2,
            y: -h / 2,
            width: w,
            height: h,
            rx: 16,
            fill,
            filter: REF.leather,
          }),
          el("rect", { x: -w / 2, y: -h / 2, width: w, height: h, rx: 16, fill: REF.sheen }),
          stitch(roundedRect(-w / 2 + 20, -h / 2 + 20, w - 40, h - 40, 8), pal.thread, 3, "12 8"),
          holes,
        ),
      );
    });
    return out.join("");
  },
  swatches: ({ pal }) => {
    const colors = [
      "#2b211c",
      "#5e1f24",
      pal.leather,
      "#8a4b2a",
      pal.leather2,
      "#c9a45c",
      "#e6d5bf",
      "#66744f",
      "#3d4a68",
    ].map((c) => mix(c, pal.leather, 0.2));
    const cards = colors.map((fill, i) => {
      const angle = -60 + i * 15;
      return el(
        "g",
        { transform: `translate(800 820) rotate(${angle})`, filter: REF.soft },
        el("rect", { x: -78, y: -600, width: 156, height: 560, rx: 14, fill, filter: REF.leather }),
        el("rect", { x: -78, y: -600, width: 156, height: 560, rx: 14, fill: REF.sheen }),
        el("rect", { x: -78, y: -170, width: 156, height: 130, fill: pal.paper }),
        el("path", {
          d: "M-56 -140 H40 M-56 -116 H10",
          stroke: pal.ink,
          "stroke-width": 5,
          opacity: 0.35,
        }),
        stitch(d`M-62 -585 V-190`, mix(fill, "#ffffff", 0.55), 2, "8 7"),
      );
    });
    return [
      ...cards,
      el("circle", {
        cx: 800,
        cy: 820,
        r: 26,
        fill: pal.accent,
        stroke: mix(pal.accent, "#000000", 0.3),
        "stroke-width": 3,
      }),
      el("circle", { cx: 800, cy: 820, r: 8, fill: mix(pal.accent, "#000000", 0.4) }),
    ].join("");
  },
  needle: ({ pal }) => {
    const row = 470;
    const a = (32 * Math.PI) / 180;
    const base = { x: 1040, y: row - 4 };
    const eye = { x: base.x + 482 * Math.sin(a), y: base.y - 482 * Math.cos(a) };
    const thread = pal.accent;
    const stitches = Array.from({ length: 28 }, (_, i) =>
      el("path", {
        d: d`M${220 + i * 29} ${row + 6} L${240 + i * 29} ${row - 6}`,
        stroke: thread,
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
    ).join("");
    const holes = Array.from({ length: 12 }, (_, i) =>
      el("circle", { cx: 1050 + i * 29, cy: row, r: 4, fill: mix(pal.leather, "#000000", 0.6) }),
    ).join("");
    return [
      STEEL,
      el(
        "g",
        { filter: REF.shadow },
        el("path", {
          d: d`M-20 ${row - 90} C400 ${row - 110}, 1100 ${row - 70}, 1620 ${row - 100} L1620 920 L-20 920 Z`,
          fill: pal.leather2,
          filter: REF.leather,
        }),
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("path", {
          d: d`M-20 ${row - 40} C500 ${row - 55}, 1100 ${row - 25}, 1620 ${row - 50} L1620 920 L-20 920 Z`,
          fill: pal.leather,
          filter: REF.leather,
        }),
      ),
      stitch(
        d`M-20 ${row + 120} C500 ${row + 105}, 1100 ${row + 135}, 1620 ${row + 110}`,
        mix(pal.leather, "#000000", 0.35),
        3,
        "14 10",
      ),
      stitches,
      holes,
      el("path", {
        d: d`M${eye.x} ${eye.y} Q880 ${eye.y + 10} 800 ${row - 190} T${base.x - 12} ${row}`,
        fill: "none",
        stroke: thread,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
      el("path", {
        d: d`M${eye.x} ${eye.y} c30 12, 60 50, 48 110`,
        fill: "none",
        stroke: thread,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
      el(
        "g",
        { transform: `translate(${base.x} ${base.y}) rotate(32)`, filter: REF.soft },
        el("path", {
          d: "M0 0 L8 -50 L8 -500 Q8 -520 0 -520 Q-8 -520 -8 -500 L-8 -50 Z",
          fill: "url(#steel)",
        }),
        el("ellipse", { cx: 0, cy: -482, rx: 3, ry: 18, fill: pal.bg }),
      ),
      el("circle", { cx: 220, cy: row + 6, r: 9, fill: thread }),
    ].join("");
  },
};
