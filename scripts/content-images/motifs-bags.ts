import { drawBag, type BagShape } from "./bag";
import { REF } from "./defs";
import { mix, paperInk } from "./palette";
import { SERIF, blob, d, el, label, roundedRect, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** Finished bags: on display, in the making and in a lookbook. */
export const bagMotifs: Pick<MotifDrawers, "bag" | "process" | "lookbook"> = {
  bag: ({ pal }, { shape, initials, count }) => {
    const bodies = [pal.leather, pal.leather2, mix(pal.leather, pal.ink, 0.45)];
    const stage = [
      el("path", {
        d: "M520 740 V330 A280 280 0 0 1 1080 330 V740 Z",
        fill: mix(pal.bg2, pal.leather2, 0.18),
      }),
      el("rect", { x: 0, y: 740, width: 1600, height: 160, fill: mix(pal.bg2, pal.ink, 0.06) }),
    ];
    const trim = (c: string) => mix(c, "#000000", 0.3);
    if (count === 3) {
      return [
        ...stage,
        ...[430, 800, 1170].map((x, i) => {
          const body = bodies[i] ?? pal.leather;
          return drawBag({
            shape,
            x,
            y: 750,
            size: 320,
            body,
            trim: trim(body),
            accent: pal.accent,
            thread: pal.thread,
            initials,
          });
        }),
      ].join("");
    }
    return [
      ...stage,
      drawBag({
        shape,
        x: 800,
        y: 750,
        size: 440,
        body: pal.leather,
        trim: trim(pal.leather),
        accent: pal.accent,
        thread: pal.thread,
        initials,
      }),
    ].join("");
  },
  process: ({ rng, pal }) => {
    const hide = blob(400, 430, 190, 150, rng, 11, 0.16);
    const arrow = (x1: number, x2: number) =>
      el("path", {
        d: d`M${x1} 470 Q${(x1 + x2) / 2} 400 ${x2} 470`,
        fill: "none",
        stroke: pal.ink,
        "stroke-width": 2.5,
        "stroke-dasharray": "6 8",
        opacity: 0.55,
      }) +
      el("path", {
        d: d`M${x2 - 14} 456 L${x2} 470 L${x2 - 18} 476`,
        fill: "none",
        stroke: pal.ink,
        "stroke-width": 2.5,
        opacity: 0.55,
      });
    const piece = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
      el("rect", { x, y, width: w, height: h, rx: r, fill, filter: REF.leather }) +
      stitch(roundedRect(x + 12, y + 12, w - 24, h - 24, Math.max(2, r - 8)), pal.paper, 2, "6 8");
    const caption = (x: number, n: string, text: string) =>
      el(
        "text",
        {
          x,
          y: 760,
          fill: pal.accent,
          "font-family": SERIF,
          "font-size": 44,
          "text-anchor": "middle",
        },
        n,
      ) + label(x, 800, text, pal.ink, 18, { "text-anchor": "middle", opacity: 0.7 });
    return [
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: hide, fill: pal.leather, filter: REF.pebble }),
      ),
      stitch(d`M300 400 H470 V520 H300 Z`, pal.paper, 2, "3 9"),
      arrow(620, 690),
      el(
        "g",
        { filter: REF.soft },
        piece(700, 300, 180, 230, 14, pal.leather),
        piece(900, 300, 70, 330, 10, pal.leather2),
        piece(700, 560, 180, 60, 20, mix(pal.leather, pal.ink, 0.3)),
      ),
      arrow(1000, 1060),
      drawBag({
        shape: "tote",
        x: 1210,
        y: 640,
        size: 270,
        body: pal.leather,
        trim: mix(pal.leather, "#000000", 0.3),
        accent: pal.accent,
        thread: pal.thread,
        initials: "AA",
      }),
      caption(400, "01", "HIDE"),
      caption(835, "02", "PATTERN"),
      caption(1210, "03", "HANDBAG"),
    ].join("");
  },
  lookbook: ({ rng, pal }) => {
    const shapes: BagShape[] = ["crossbody", "tote", "clutch"];
    const frames = shapes.map((shape, i) => {
      const cx = 500 + i * 300;
      const rot = -10 + i * 10 + rng.range(-3, 3);
      return el(
        "g",
        { transform: `translate(${cx} 440) rotate(${rot.toFixed(1)})`, filter: REF.shadow },
        el("rect", { x: -170, y: -220, width: 340, height: 420, fill: pal.paper }),
        el("rect", {
          x: -145,
          y: -195,
          width: 290,
          height: 300,
          fill: mix(pal.bg2, i === 1 ? pal.leather2 : pal.bg, 0.35),
        }),
        drawBag({
          shape,
          x: 0,
          y: 80,
          size: 170,
          body: i === 1 ? pal.leather : pal.leather2,
          trim: mix(pal.leather, "#000000", 0.3),
          accent: pal.accent,
          thread: pal.thread,
        }),
        el("path", { d: "M-120 150 H40", stroke: paperInk(pal), "stroke-width": 4, opacity: 0.3 }),
      );
    });
    const leaves = Array.from({ length: 14 }, () => {
      const x = rng.pick([rng.range(60, 300), rng.range(1300, 1560)]);
      const y = rng.range(80, 840);
      return el("path", {
        d: blob(x, y, 30, 14, rng, 6, 0.2),
        fill: rng.pick([pal.leather2, pal.accent, pal.leather]),
        opacity: 0.75,
        transform: `rotate(${rng.range(0, 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})`,
      });
    });
    return [...leaves, ...frames].join("");
  },
};
