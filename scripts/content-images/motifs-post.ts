import { REF } from "./defs";
import { mix, paperInk } from "./palette";
import { SERIF, blob, d, el, label, roundedRect, stitch } from "./svg";
import type { MotifDrawers } from "./types";

/** Post and parcels: letters, invitations and delivery. */
export const postMotifs: Pick<MotifDrawers, "envelope" | "parcel"> = {
  envelope: ({ rng, pal }) => {
    const x = 460;
    const y = 250;
    const w = 680;
    const h = 420;
    const seal = blob(800, 470, 64, 62, rng, 10, 0.08);
    const wax = mix(pal.leather, "#5e1f24", 0.5);
    return [
      el(
        "g",
        { transform: "rotate(-4 800 460)" },
        el("rect", {
          x: x + 40,
          y: y - 90,
          width: w - 80,
          height: 300,
          fill: pal.paper,
          filter: REF.soft,
        }),
        ...[0, 1, 2, 3].map((i) =>
          el("path", {
            d: d`M${x + 90} ${y - 40 + i * 34} H${x + w - 140 - i * 40}`,
            stroke: paperInk(pal),
            "stroke-width": 4,
            opacity: 0.25,
          }),
        ),
      ),
      el(
        "g",
        { filter: REF.shadow },
        el("rect", { x, y, width: w, height: h, rx: 6, fill: mix(pal.paper, pal.bg2, 0.35) }),
      ),
      el("path", {
        d: d`M${x} ${y + h} L${x + w / 2} ${y + h * 0.5} L${x + w} ${y + h}`,
        fill: "none",
        stroke: mix(pal.bg2, "#000000", 0.12),
        "stroke-width": 3,
      }),
      el("path", {
        d: d`M${x} ${y} L${x + w / 2} ${y + h * 0.53} L${x + w} ${y} Z`,
        fill: mix(pal.paper, pal.bg2, 0.55),
        filter: REF.soft,
      }),
      el("path", { d: seal, fill: wax, filter: REF.soft }),
      el("circle", {
        cx: 800,
        cy: 470,
        r: 44,
        fill: "none",
        stroke: mix(wax, "#000000", 0.3),
        "stroke-width": 3,
      }),
      el(
        "text",
        {
          x: 800,
          y: 486,
          fill: mix(wax, "#000000", 0.35),
          "font-family": SERIF,
          "font-size": 44,
          "text-anchor": "middle",
        },
        "AA",
      ),
      el(
        "g",
        { transform: "translate(1180 150) rotate(8)", filter: REF.soft },
        el("rect", {
          x: 0,
          y: 0,
          width: 120,
          height: 150,
          fill: pal.paper,
          stroke: pal.bg,
          "stroke-width": 6,
          "stroke-dasharray": "6 6",
        }),
        el("rect", { x: 14, y: 14, width: 92, height: 122, fill: pal.leather2 }),
        el("path", {
          d: "M14 136 V100 H30 V80 H46 V60 H56 V30 H62 V60 H72 V90 H88 V104 H106 V136 Z",
          fill: mix(pal.leather, "#000000", 0.3),
        }),
      ),
      ...[0, 1, 2].map((i) =>
        el("path", {
          d: d`M1040 ${190 + i * 16} q20 -10 40 0 t40 0 t40 0`,
          fill: "none",
          stroke: pal.ink,
          "stroke-width": 2.5,
          opacity: 0.3,
        }),
      ),
    ].join("");
  },
  parcel: ({ rng, pal }) => {
    const streets = [
      ...Array.from({ length: 18 }, (_, i) =>
        el("path", {
          d: d`M${i * 96 + rng.range(-10, 10)} 0 L${i * 96 - 120} 900`,
          stroke: pal.ink,
          "stroke-width": rng.pick([2, 2, 6]),
          opacity: 0.07,
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        el("path", {
          d: d`M0 ${i * 96 + 30} L1600 ${i * 96 - 40}`,
          stroke: pal.ink,
          "stroke-width": rng.pick([2, 2, 6]),
          opacity: 0.07,
        }),
      ),
    ].join("");
    const pin = (x: number, y: number, fill: string) =>
      el(
        "g",
        { filter: REF.soft },
        el("path", {
          d: d`M${x} ${y} C${x - 10} ${y - 30}, ${x - 36} ${y - 44}, ${x - 36} ${y - 72} A36 36 0 0 1 ${x + 36} ${y - 72} C${x + 36} ${y - 44}, ${x + 10} ${y - 30}, ${x} ${y} Z`,
          fill,
        }),
        el("circle", { cx: x, cy: y - 72, r: 13, fill: pal.paper }),
      );
    const kraft = mix(pal.bg2, "#b58a5a", 0.55);
    return [
      streets,
      el("path", {
        d: "M330 690 C520 520, 640 760, 800 600 S1100 330, 1270 330",
        fill: "none",
        stroke: pal.leather,
        "stroke-width": 5,
        "stroke-dasharray": "2 16",
        "stroke-linecap": "round",
      }),
      pin(330, 690, pal.leather),
      pin(1270, 330, pal.accent),
      el(
        "g",
        { filter: REF.shadow },
        el("path", {
          d: "M640 470 L800 400 L960 470 L800 540 Z",
          fill: mix(kraft, "#ffffff", 0.15),
        }),
        el("path", { d: "M640 470 L800 540 L800 740 L640 670 Z", fill: kraft }),
        el("path", {
          d: "M960 470 L800 540 L800 740 L960 670 Z",
          fill: mix(kraft, "#000000", 0.15),
        }),
        el("path", {
          d: "M720 435 L880 505",
          stroke: mix(kraft, "#000000", 0.25),
          "stroke-width": 22,
          opacity: 0.5,
        }),
        el("path", { d: "M670 540 L770 584 L770 640 L670 596 Z", fill: pal.paper }),
        el(
          "text",
          {
            x: 0,
            y: 0,
            fill: pal.leather,
            "font-family": SERIF,
            "font-size": 28,
            transform: "matrix(1 0.44 0 1 690 585)",
          },
          "AA",
        ),
      ),
      el("g", { filter: REF.soft }, el("circle", { cx: 460, cy: 250, r: 92, fill: pal.leather })),
      stitch(roundedRect(383, 173, 154, 154, 77), pal.thread, 2, "6 6"),
      el(
        "text",
        {
          x: 460,
          y: 270,
          fill: pal.paper,
          "font-family": SERIF,
          "font-size": 72,
          "text-anchor": "middle",
        },
        "21",
      ),
      label(460, 305, "DAYS", pal.paper, 16, { "text-anchor": "middle" }),
    ].join("");
  },
};
