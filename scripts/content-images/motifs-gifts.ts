import { drawBag } from "./bag";
import { REF } from "./defs";
import { tagShape, confetti, heart } from "./drawing";
import { mix } from "./palette";
import { d, el, stitch } from "./svg";
import type { MotifDrawers } from "./types";

function giftBox(x: number, y: number, w: number, h: number, fill: string, ribbon: string): string {
  const lidH = h * 0.24;
  const rw = w * 0.1;
  const bow = Math.min(w, h) * 0.3;
  const dark = mix(ribbon, "#000000", 0.22);
  const loop = (side: 1 | -1) =>
    el("path", {
      d: d`M${x} ${y - h} C${x + side * bow * 0.9} ${y - h - bow * 0.95}, ${x + side * bow * 1.35} ${y - h - bow * 0.1}, ${x} ${y - h} Z`,
      fill: ribbon,
      stroke: dark,
      "stroke-width": 2,
    }) +
    el("path", {
      d: d`M${x + side * bow * 0.15} ${y - h - bow * 0.08} C${x + side * bow * 0.6} ${y - h - bow * 0.5}, ${x + side * bow * 0.85} ${y - h - bow * 0.2}, ${x + side * bow * 0.2} ${y - h - bow * 0.02}`,
      fill: "none",
      stroke: dark,
      "stroke-width": 2,
      opacity: 0.6,
    });
  const tail = (side: 1 | -1) =>
    el("path", {
      d: d`M${x} ${y - h} L${x + side * bow * 0.55} ${y - h + bow * 0.75} L${x + side * bow * 0.38} ${y - h + bow * 0.68} L${x + side * bow * 0.3} ${y - h + bow * 0.85} Z`,
      fill: dark,
    });
  return el(
    "g",
    { filter: REF.shadow },
    el("rect", { x: x - w / 2, y: y - h + lidH, width: w, height: h - lidH, fill }),
    el("rect", {
      x: x - w / 2 - 12,
      y: y - h,
      width: w + 24,
      height: lidH,
      rx: 4,
      fill: mix(fill, "#ffffff", 0.08),
    }),
    el("rect", {
      x: x - w / 2 - 12,
      y: y - h + lidH - 8,
      width: w + 24,
      height: 8,
      fill: mix(fill, "#000000", 0.2),
    }),
    el("rect", { x: x - rw / 2, y: y - h, width: rw, height: h, fill: ribbon }),
    el("rect", { x: x - w / 2 - 12, y: y - h, width: w + 24, height: h, fill: REF.sheen }),
    tail(-1),
    tail(1),
    loop(-1),
    loop(1),
    el("ellipse", {
      cx: x,
      cy: y - h,
      rx: bow * 0.16,
      ry: bow * 0.13,
      fill: ribbon,
      stroke: dark,
      "stroke-width": 2,
    }),
  );
}

/** Gifts and celebrations. */
export const giftMotifs: Pick<MotifDrawers, "gift-box" | "ornaments" | "bouquet" | "hearts"> = {
  "gift-box": ({ rng, pal }, { count, tag }) => {
    const ribbon = pal.accent;
    const boxes: string[] = [];
    if (count >= 3) boxes.push(giftBox(470, 740, 260, 220, pal.leather2, pal.paper));
    if (count >= 2)
      boxes.push(giftBox(1130, 740, 300, 260, mix(pal.leather, pal.ink, 0.35), ribbon));
    boxes.push(giftBox(800, 760, 420, 380, pal.leather, ribbon));
    return [
      confetti(rng, pal, 46),
      el("rect", { x: 0, y: 740, width: 1600, height: 160, fill: mix(pal.bg2, pal.ink, 0.06) }),
      ...boxes,
      tag
        ? el("path", {
            d: "M800 380 C860 420, 900 470, 930 520",
            fill: "none",
            stroke: pal.paper,
            "stroke-width": 2,
          }) + tagShape(925, 505, tag, pal, 18)
        : "",
    ].join("");
  },
  ornaments: ({ rng, pal }) => {
    const colors = [pal.leather, pal.accent, mix(pal.paper, pal.accent, 0.3)];
    const defs = colors.map((c, i) =>
      el(
        "radialGradient",
        { id: `orn-${i}`, cx: 0.35, cy: 0.35, r: 0.75 },
        el("stop", { offset: 0, "stop-color": mix(c, "#ffffff", 0.5) }),
        el("stop", { offset: 0.5, "stop-color": c }),
        el("stop", { offset: 1, "stop-color": mix(c, "#000000", 0.4) }),
      ),
    );
    const balls = [300, 480, 650, 960, 1130, 1300].map((x, i) => {
      const len = rng.range(180, 480);
      const r = rng.range(56, 86);
      return (
        el("path", {
          d: d`M${x} 0 V${len}`,
          stroke: pal.paper,
          "stroke-width": 1.5,
          opacity: 0.6,
        }) +
        el("rect", { x: x - 14, y: len, width: 28, height: 20, rx: 3, fill: pal.accent }) +
        el("circle", { cx: x, cy: len + 18 + r, r, fill: `url(#orn-${i % 3})`, filter: REF.soft })
      );
    });
    const sparkles = Array.from({ length: 24 }, () => {
      const x = rng.range(40, 1560);
      const y = rng.range(40, 860);
      const s = rng.range(6, 16);
      return el("path", {
        d: d`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z`,
        fill: pal.accent,
        opacity: 0.75,
      });
    });
    return [
      ...defs,
      ...sparkles,
      ...balls,
      el("path", { d: "M800 0 V260", stroke: pal.paper, "stroke-width": 1.5, opacity: 0.6 }),
      drawBag({
        shape: "tote",
        x: 800,
        y: 520,
        size: 180,
        body: pal.leather,
        trim: pal.accent,
        accent: pal.accent,
        thread: pal.thread,
        initials: "AA",
      }),
    ].join("");
  },
  bouquet: ({ rng, pal }, { tag }) => {
    const green = mix("#5f7d4e", pal.bg, 0.1);
    const petals = ["#c9656b", "#e08f86", "#f0c2b4", "#e7b15c", "#b84a5a"].map((c) =>
      mix(c, pal.leather2, 0.2),
    );
    const heads = Array.from({ length: 11 }, (_, i) => {
      const t = (i - 5) / 5;
      return {
        x: 800 + t * 260 + rng.range(-18, 18),
        y: 250 + t * t * 140 + (i % 2) * 70 + rng.range(-15, 15),
        c: rng.pick(petals),
        k: rng.range(1.35, 1.7),
      };
    }).sort((a, b) => a.y - b.y);
    const stems = heads
      .map((h) =>
        el("path", {
          d: d`M800 640 Q${(800 + h.x) / 2} ${(640 + h.y) / 2 + 40} ${h.x} ${h.y}`,
          fill: "none",
          stroke: green,
          "stroke-width": 7,
        }),
      )
      .join("");
    const tulips = heads
      .map((h) => {
        const s = h.k;
        const cup = d`M${h.x - 34 * s} ${h.y} C${h.x - 40 * s} ${h.y - 44 * s}, ${h.x - 22 * s} ${h.y - 70 * s}, ${h.x} ${h.y - 52 * s} C${h.x + 22 * s} ${h.y - 70 * s}, ${h.x + 40 * s} ${h.y - 44 * s}, ${h.x + 34 * s} ${h.y} Q${h.x} ${h.y + 26 * s} ${h.x - 34 * s} ${h.y} Z`;
        const inner = d`M${h.x} ${h.y - 52 * s} C${h.x - 12 * s} ${h.y - 30 * s}, ${h.x - 10 * s} ${h.y - 5 * s}, ${h.x} ${h.y + 8 * s}`;
        return el(
          "g",
          { filter: REF.soft },
          el("path", { d: cup, fill: h.c }),
          el("path", {
            d: inner,
            fill: "none",
            stroke: mix(h.c, "#000000", 0.25),
            "stroke-width": 2.5,
          }),
        );
      })
      .join("");
    const leaves = [-1, 1]
      .map((s) =>
        el("path", {
          d: d`M800 620 Q${800 + s * 240} 500 ${800 + s * 330} 300 Q${800 + s * 140} 470 800 620 Z`,
          fill: mix(green, pal.bg, 0.15),
        }),
      )
      .join("");
    return [
      leaves,
      stems,
      tulips,
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: "M560 420 L1040 420 L820 860 L780 860 Z", fill: pal.paper }),
        el("path", {
          d: "M560 420 L800 560 L1040 420",
          fill: "none",
          stroke: mix(pal.paper, "#000000", 0.1),
          "stroke-width": 3,
        }),
      ),
      el("path", { d: "M690 640 H910", stroke: pal.accent, "stroke-width": 22 }),
      el("path", {
        d: "M800 640 C740 600, 720 700, 800 650 C880 700, 860 600, 800 640 Z",
        fill: pal.accent,
      }),
      el("path", {
        d: "M800 650 C820 700, 860 720, 880 760",
        fill: "none",
        stroke: pal.ink,
        "stroke-width": 1.5,
        opacity: 0.6,
      }),
      tagShape(830, 745, tag, pal, 14),
    ].join("");
  },
  hearts: ({ rng, pal }) => {
    const small = Array.from({ length: 16 }, () => {
      let x = 0;
      let y = 0;
      do {
        x = rng.range(120, 1480);
        y = rng.range(100, 800);
      } while (Math.abs(x - 800) < 420 && Math.abs(y - 440) < 340);
      const s = rng.range(50, 110);
      const fill = rng.pick([pal.leather2, pal.accent, mix(pal.leather, pal.paper, 0.35)]);
      return el(
        "g",
        {
          transform: `rotate(${rng.range(-20, 20).toFixed(1)} ${x.toFixed(0)} ${y.toFixed(0)})`,
          filter: REF.soft,
        },
        el("path", { d: heart(x, y, s), fill, filter: REF.leather }),
        stitch(heart(x, y, s * 0.8), pal.paper, 1.5, "5 5"),
      );
    });
    return [
      ...small,
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: heart(800, 470, 580), fill: pal.leather, filter: REF.leather }),
        el("path", { d: heart(800, 470, 580), fill: REF.sheen }),
      ),
      stitch(heart(800, 470, 510), pal.thread, 4, "14 9"),
    ].join("");
  },
};
