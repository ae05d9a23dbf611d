import { drawBag } from "./bag";
import { REF } from "./defs";
import { pencil, textLines } from "./drawing";
import { mix, paperInk } from "./palette";
import { SANS, SERIF, el, label, roundedRect, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** Desk objects: a calendar, the press and a code editor. */
export const deskMotifs: Pick<MotifDrawers, "calendar" | "press" | "code"> = {
  calendar: ({ rng, pal }, { mode }) => {
    const ink = paperInk(pal);
    const x0 = 470;
    const y0 = 300;
    const cw = 94;
    const ch = 92;
    const first = 2;
    const cells: string[] = [];
    const start = 4;
    const end = start + 20;
    for (let day = 1; day <= 31; day++) {
      const idx = day - 1 + first;
      const cx = x0 + (idx % 7) * cw;
      const cy = y0 + Math.floor(idx / 7) * ch;
      if (mode === "delivery" && day >= start && day <= end)
        cells.push(
          el("rect", {
            x: cx + 3,
            y: cy + 3,
            width: cw - 6,
            height: ch - 6,
            rx: 8,
            fill: pal.accent,
            opacity: 0.22,
          }),
        );
      const center = { x: cx + cw / 2, y: cy + ch / 2 };
      cells.push(
        el(
          "text",
          {
            x: center.x,
            y: center.y + 8,
            fill: ink,
            "font-family": SERIF,
            "font-size": 24,
            "text-anchor": "middle",
            opacity: 0.8,
          },
          String(day),
        ),
      );
      if (mode === "delivery" && day === start)
        cells.push(el("circle", { cx: center.x, cy: center.y + 28, r: 6, fill: pal.leather }));
      if (mode === "delivery" && day === end)
        cells.push(
          stitch(roundedRect(center.x - 34, center.y - 34, 68, 68, 34), pal.leather, 3, "8 6"),
        );
      if (mode === "appointment" && (day === 9 || day === 23))
        cells.push(el("circle", { cx: center.x, cy: center.y + 28, r: 6, fill: pal.leather2 }));
      if (mode === "appointment" && day === 17)
        cells.push(
          el("circle", {
            cx: center.x,
            cy: center.y,
            r: 36,
            fill: "none",
            stroke: pal.leather,
            "stroke-width": 6,
          }),
        );
    }
    const rings = Array.from({ length: 6 }, (_, i) =>
      el("rect", {
        x: 520 + i * 112,
        y: 120,
        width: 16,
        height: 56,
        rx: 8,
        fill: pal.ink,
        opacity: 0.8,
      }),
    );
    return [
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 430, y: 140, width: 740, height: 660, rx: 10, fill: pal.paper }),
      ),
      el("rect", {
        x: 430,
        y: 140,
        width: 740,
        height: 110,
        rx: 10,
        fill: pal.leather,
        filter: REF.leather,
      }),
      label(800, 210, mode === "delivery" ? "UNDER 21 DAYS" : "BY APPOINTMENT", pal.paper, 30, {
        "text-anchor": "middle",
      }),
      ...["S", "M", "T", "W", "T", "F", "S"].map((letter, i) =>
        el(
          "text",
          {
            x: x0 + i * cw + cw / 2,
            y: 284,
            fill: ink,
            "font-family": SANS,
            "font-size": 16,
            "text-anchor": "middle",
            opacity: 0.5,
          },
          letter,
        ),
      ),
      ...cells,
      ...rings,
      pencil(1010, 830, -24 + rng.range(-3, 3), pal),
    ].join("");
  },
  press: ({ rng, pal }) => {
    const magazine = el(
      "g",
      { transform: "translate(620 470) rotate(-7)", filter: REF.shadow },
      el("rect", { x: -240, y: -310, width: 480, height: 620, fill: pal.leather2 }),
      el("rect", { x: -240, y: -310, width: 480, height: 620, fill: REF.sheen }),
      label(0, -230, "JOURNAL", pal.paper, 64, { "text-anchor": "middle" }),
      drawBag({
        shape: "tote",
        x: 0,
        y: 210,
        size: 280,
        body: pal.leather,
        trim: mix(pal.leather, "#000000", 0.3),
        accent: pal.accent,
        thread: pal.thread,
      }),
      el("path", {
        d: "M-200 270 H20 M-200 290 H-40",
        stroke: pal.paper,
        "stroke-width": 6,
        opacity: 0.8,
      }),
    );
    const ink = paperInk(pal);
    const cols = [0, 1, 2]
      .map((c) =>
        textLines(rng, -230 + c * 160, -110 + (c === 0 ? 170 : 0), 140, c === 0 ? 12 : 19, ink, 20),
      )
      .join("");
    const paper = el(
      "g",
      { transform: "translate(1030 460) rotate(5)", filter: REF.shadow },
      el("rect", { x: -260, y: -330, width: 520, height: 660, fill: pal.paper }),
      el("rect", { x: -230, y: -300, width: 460, height: 40, fill: ink, opacity: 0.85 }),
      el("path", {
        d: "M-230 -220 H230 M-230 -180 H120",
        stroke: ink,
        "stroke-width": 18,
        opacity: 0.75,
      }),
      el("path", { d: "M-230 -140 H230", stroke: ink, "stroke-width": 2, opacity: 0.4 }),
      el("rect", {
        x: -230,
        y: -120,
        width: 140,
        height: 150,
        fill: mix(pal.leather, pal.bg, 0.25),
      }),
      el("path", {
        d: "M-230 30 V-10 H-200 V-60 H-170 V-90 H-160 V-60 H-130 V-30 H-90 V30 Z",
        fill: mix(pal.leather, "#000000", 0.35),
      }),
      cols,
    );
    return [magazine, paper, pencil(1210, 820, -160, pal)].join("");
  },
  code: ({ rng, pal }) => {
    const bg = mix("#1f2430", pal.ink, 0.2);
    const colors = [
      pal.accent,
      pal.leather2,
      mix(pal.paper, bg, 0.35),
      "#9bb0a0",
      mix(pal.leather2, pal.paper, 0.5),
    ];
    let indent = 0;
    const lines = Array.from({ length: 17 }, (_, i) => {
      const y = 250 + i * 27;
      indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 0, 1])));
      let x = 380 + indent * 34;
      const segs: string[] = [
        el(
          "text",
          {
            x: 350,
            y: y + 5,
            fill: mix(pal.paper, bg, 0.6),
            "font-family": "'DejaVu Sans Mono', monospace",
            "font-size": 13,
            "text-anchor": "end",
          },
          String(i + 1),
        ),
      ];
      const n = rng.int(1, 4);
      for (let k = 0; k < n; k++) {
        const w = rng.range(30, 140);
        segs.push(
          el("rect", {
            x,
            y: y - 6,
            width: w,
            height: 12,
            rx: 6,
            fill: rng.pick(colors),
            opacity: 0.9,
          }),
        );
        x += w + 12;
      }
      return segs.join("");
    });
    return [
      stitch(roundedRect(286, 166, 808, 588, 22), pal.leather, 3, "12 8"),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 300, y: 180, width: 780, height: 560, rx: 14, fill: bg }),
      ),
      el("path", { d: "M300 226 H1080", stroke: "#000000", opacity: 0.3 }),
      ...[0, 1, 2].map((i) =>
        el("circle", {
          cx: 330 + i * 24,
          cy: 203,
          r: 7,
          fill: [pal.leather2, pal.accent, "#9bb0a0"][i],
        }),
      ),
      ...lines,
      el("rect", { x: 640, y: 710, width: 12, height: 20, fill: pal.accent }),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x: 1120, y: 250, width: 270, height: 420, rx: 14, fill: pal.paper }),
      ),
      drawBag({
        shape: "crossbody",
        x: 1255,
        y: 540,
        size: 170,
        body: pal.leather,
        trim: mix(pal.leather, "#000000", 0.3),
        accent: pal.accent,
        thread: pal.thread,
        initials: "AA",
      }),
      ...[pal.leather, pal.leather2, pal.accent, mix(pal.leather, pal.ink, 0.5)].map((c, i) =>
        el("circle", {
          cx: 1180 + i * 50,
          cy: 610,
          r: 16,
          fill: c,
          stroke: i === 0 ? pal.ink : "none",
          "stroke-width": 3,
        }),
      ),
    ].join("");
  },
};
