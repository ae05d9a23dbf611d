import { drawBag } from "./bag";
import { REF } from "./defs";
import { pencil, textLines } from "./drawing";
import { mix, paperInk } from "./palette";
import { SERIF, blob, d, el, label, linearGradient, roundedRect, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** Paper: legal documents, FAQ bubbles, sketchbooks and a staging test card. */
export const paperMotifs: Pick<MotifDrawers, "document" | "speech" | "sketch" | "test-pattern"> = {
  document: ({ rng, pal }, { emblem }) => {
    const ink = paperInk(pal);
    const body: string[] = [];
    let y = 260;
    for (let s = 0; s < 4; s++) {
      body.push(
        el("path", {
          d: d`M590 ${y} H${760 + rng.range(0, 80)}`,
          stroke: ink,
          "stroke-width": 10,
          "stroke-linecap": "round",
          opacity: 0.6,
        }),
      );
      const rows = rng.int(2, 4);
      body.push(textLines(rng, 590, y + 36, 420, rows, ink, 24));
      y += 60 + rows * 24;
    }
    const seal = el(
      "g",
      { filter: REF.soft },
      el("path", { d: "M985 760 L965 850 L1000 830 L1020 860 L1030 765 Z", fill: pal.leather2 }),
      el("path", { d: blob(1010, 720, 70, 70, rng, 24, 0.06), fill: pal.leather }),
      el("circle", {
        cx: 1010,
        cy: 720,
        r: 50,
        fill: "none",
        stroke: pal.accent,
        "stroke-width": 3,
      }),
      el(
        "text",
        {
          x: 1010,
          y: 736,
          fill: pal.accent,
          "font-family": SERIF,
          "font-size": 42,
          "text-anchor": "middle",
        },
        "AA",
      ),
    );
    const lock = el(
      "g",
      { filter: REF.shadow },
      el("path", {
        d: "M1100 520 V450 A90 90 0 0 1 1280 450 V520",
        fill: "none",
        stroke: "url(#steel)",
        "stroke-width": 30,
      }),
      el("rect", { x: 1060, y: 510, width: 260, height: 220, rx: 26, fill: pal.accent }),
      el("rect", { x: 1060, y: 510, width: 260, height: 220, rx: 26, fill: REF.sheen }),
      el("circle", { cx: 1190, cy: 600, r: 22, fill: mix(pal.accent, "#000000", 0.55) }),
      el("path", {
        d: "M1180 610 L1172 670 H1208 L1200 610 Z",
        fill: mix(pal.accent, "#000000", 0.55),
      }),
    );
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
      el(
        "g",
        { transform: "rotate(4 800 470)" },
        el("rect", {
          x: 540,
          y: 130,
          width: 540,
          height: 700,
          fill: mix(pal.paper, pal.bg2, 0.4),
          filter: REF.soft,
        }),
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 520, y: 110, width: 540, height: 710, fill: pal.paper }),
      ),
      el("path", { d: "M590 190 H900", stroke: pal.leather, "stroke-width": 22, opacity: 0.9 }),
      ...body,
      emblem === "seal" ? seal + pencil(300, 760, -30, pal) : lock,
    ].join("");
  },
  speech: ({ rng, pal }) => {
    const bubble = (x: number, y: number, w: number, h: number, tailLeft: boolean) => {
      const tx = tailLeft ? x + w * 0.22 : x + w * 0.78;
      return d`M${x + 30} ${y} H${x + w - 30} Q${x + w} ${y} ${x + w} ${y + 30} V${y + h - 30} Q${x + w} ${y + h} ${x + w - 30} ${y + h}
        H${tx + 30} L${tx + (tailLeft ? -40 : 40)} ${y + h + 70} L${tx - 30} ${y + h} H${x + 30} Q${x} ${y + h} ${x} ${y + h - 30} V${y + 30} Q${x} ${y} ${x + 30} ${y} Z`;
    };
    return [
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: bubble(330, 150, 600, 390, true), fill: pal.leather, filter: REF.leather }),
      ),
      stitch(roundedRect(352, 172, 556, 346, 20), pal.thread, 3, "12 8"),
      el(
        "text",
        {
          x: 630,
          y: 460,
          fill: pal.paper,
          "font-family": SERIF,
          "font-size": 300,
          "text-anchor": "middle",
        },
        "?",
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("path", { d: bubble(780, 430, 560, 290, false), fill: pal.paper }),
      ),
      textLines(rng, 840, 500, 440, 4, paperInk(pal), 40),
      el(
        "g",
        { filter: REF.soft },
        el("path", { d: bubble(1060, 150, 270, 160, false), fill: pal.accent }),
      ),
      ...[0, 1, 2].map((i) => el("circle", { cx: 1150 + i * 45, cy: 230, r: 12, fill: pal.paper })),
    ].join("");
  },
  sketch: ({ rng, pal }) => {
    const ink = mix(pal.ink, pal.paper, 0.15);
    const facets = [
      ["M1000 620 L1060 400 L1120 620 Z", pal.leather],
      ["M1060 400 L1180 420 L1120 620 Z", mix(pal.leather, "#ffffff", 0.25)],
      ["M1120 620 L1180 420 L1220 620 Z", mix(pal.leather, "#000000", 0.2)],
    ] as const;
    const dabs = [pal.leather, pal.leather2, pal.accent]
      .map((c, i) =>
        el("path", { d: blob(930 + i * 110, 260, 48, 44, rng, 9, 0.12), fill: c, opacity: 0.55 }),
      )
      .join("");
    const notes = Array.from({ length: 4 }, (_, i) =>
      el("path", {
        d: d`M900 ${700 + i * 26} q20 ${rng.range(-8, 8)} 40 0 t40 0 t40 0 t40 0 t40 0`,
        fill: "none",
        stroke: ink,
        "stroke-width": 2,
        opacity: 0.45,
      }),
    ).join("");
    return [
      linearGradient(
        "spine",
        [
          [0, "#000000", 0],
          [0.5, "#000000", 0.18],
          [1, "#000000", 0],
        ],
        1,
        0,
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 300, y: 140, width: 1000, height: 640, rx: 6, fill: pal.paper }),
      ),
      el("rect", { x: 770, y: 140, width: 60, height: 640, fill: "url(#spine)" }),
      el("path", {
        d: "M550 170 V740 M340 520 H770",
        stroke: ink,
        "stroke-width": 1.5,
        "stroke-dasharray": "4 8",
        opacity: 0.4,
      }),
      drawBag({
        shape: "tote",
        x: 550,
        y: 650,
        size: 320,
        body: ink,
        trim: ink,
        accent: ink,
        thread: ink,
        outline: { color: ink },
      }),
      el("path", {
        d: "M430 402 L500 650 M550 402 L550 650 M670 402 L600 650",
        stroke: ink,
        "stroke-width": 1.5,
        opacity: 0.6,
      }),
      dabs,
      ...facets.map(([path, fill]) =>
        el("path", { d: path, fill, stroke: ink, "stroke-width": 1.5 }),
      ),
      notes,
      label(380, 220, "M. LIND — FOLD STUDY", ink, 18, { opacity: 0.7 }),
      pencil(1090, 860, -20, pal),
    ].join("");
  },
  "test-pattern": ({ pal }) => {
    const bars = [
      pal.paper,
      pal.accent,
      pal.leather2,
      "#9bb0a0",
      pal.leather,
      mix(pal.leather, pal.ink, 0.5),
      pal.ink,
    ];
    const steps = Array.from({ length: 8 }, (_, i) => mix("#111111", "#f5f5f5", i / 7));
    return [
      ...bars.map((c, i) =>
        el("rect", { x: (i * 1600) / 7, y: 0, width: 1600 / 7 + 1, height: 620, fill: c }),
      ),
      ...steps.map((c, i) => el("rect", { x: i * 200, y: 620, width: 201, height: 280, fill: c })),
      el("circle", {
        cx: 800,
        cy: 450,
        r: 240,
        fill: "none",
        stroke: "#ffffff",
        "stroke-width": 4,
        opacity: 0.8,
      }),
      el("path", {
        d: "M800 170 V730 M520 450 H1080",
        stroke: "#ffffff",
        "stroke-width": 3,
        opacity: 0.8,
      }),
      el("rect", { x: 600, y: 400, width: 400, height: 100, fill: pal.ink, opacity: 0.85 }),
      label(800, 466, "STAGING", pal.paper, 44, { "text-anchor": "middle" }),
    ].join("");
  },
};
