import { circle, f, poly, type Pt, quad, ring, rrect } from "../geometry";
import type { Piece } from "../render";
import { dome, dRing, strap } from "./details";
import type { SilhouetteArt } from "./types";

const FRONT_BODY =
  "M240 300Q400 318 560 300C575 420 592 560 588 640Q586 690 540 694Q400 706 260 694Q214 690 212 640C208 560 225 420 240 300Z";
const FRONT_BASE =
  "M211 620Q400 644 589 620Q590 632 588 640Q586 690 540 694Q400 706 260 694Q214 690 212 640Q210 632 211 620Z";
const SIDE_BODY =
  "M290 300Q400 314 510 300C522 420 534 560 532 640Q530 690 496 694Q400 704 304 694Q270 690 268 640C266 560 278 420 290 300Z";
const SIDE_BASE =
  "M267 620Q400 640 533 620Q534 632 532 640Q530 690 496 694Q400 704 304 694Q270 690 268 640Q266 632 267 620Z";

const FRONT_CORD = quad([244, 334], [400, 356], [556, 334]);
const SIDE_CORD = quad([292, 334], [400, 352], [508, 334]);
const FRONT_STRAP: Pt[] = [
  [246, 344],
  [236, 250],
  [262, 150],
  [330, 96],
  [400, 84],
  [470, 96],
  [538, 150],
  [564, 250],
  [554, 344],
];
const SIDE_STRAP: Pt[] = [
  [400, 350],
  [398, 250],
  [400, 84],
];

/** Soft gathers where the drawstring cinches the top. */
function gathers(xs: number[]): string[] {
  return xs.map((x) => `M${f(x)} 306Q${f(x + 4)} 330 ${f(x - 2)} 372`);
}

function eyelets(points: Pt[]): Piece {
  return { d: points.map(([x, y]) => ring(x, y, 7, 3.5)).join(""), evenodd: true, flat: true };
}

function cordEnds(x: number): Piece[] {
  return [
    { d: `M${f(x - 6)} 350Q${f(x - 14)} 400 ${f(x - 18)} 452`, stroke: 7 },
    { d: `M${f(x + 6)} 350Q${f(x + 12)} 396 ${f(x + 20)} 444`, stroke: 7 },
    { d: circle(x - 18, 456, 7) + circle(x + 20, 448, 7), flat: true },
    { d: rrect(x - 16, 342, 32, 18, 6), flat: true, shadow: true },
  ];
}

function tassel(x: number, y: number): Piece[] {
  const strands = Array.from({ length: 11 }, (_, i) => {
    const dx = (i - 5) * 3.6;
    return rrect(x + dx - 1.6, y + 30, 3.2, 104 - Math.abs(i - 5) * 4, 1.6);
  }).join("");
  return [
    { d: `M${f(x)} ${f(y - 22)}L${f(x)} ${f(y)}`, stroke: 4 },
    { d: strands, flat: true, shadow: true },
    {
      d: rrect(x - 15, y, 30, 34, 7),
      flat: true,
      shadow: true,
      stitches: [`M${f(x - 12)} ${f(y + 25)}H${f(x + 12)}`],
    },
  ];
}

function nameTag(x: number, y: number): Piece[] {
  return [
    { d: `M${f(x + 6)} ${f(y - 52)}Q${f(x)} ${f(y - 30)} ${f(x + 4)} ${f(y + 4)}`, stroke: 5 },
    {
      d: rrect(x - 36, y, 76, 100, 12) + circle(x + 2, y + 14, 4.5),
      evenodd: true,
      flat: true,
      shadow: true,
      stitches: [rrect(x - 30, y + 26, 64, 68, 8)],
    },
  ];
}

export const bucketArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 702, rx: 230, ry: 20 },
      parts: {
        body: () => [
          {
            d: FRONT_BODY,
            stitches: ["M400 318L400 628"],
            seams: gathers([268, 308, 350, 392, 436, 478, 520]),
            highlights: ["M245 304Q400 322 555 304"],
          },
          { d: "M242 300Q400 280 558 300Q400 318 242 300Z", flat: true, dim: 0.55 },
        ],
        base: () => [{ d: FRONT_BASE, shadow: true, stitches: ["M214 631Q400 655 586 631"] }],
        strap: () => [
          strap(FRONT_STRAP, 22),
          { d: rrect(234, 326, 24, 40, 6), flat: true, shadow: true },
          { d: rrect(542, 326, 24, 40, 6), flat: true, shadow: true },
        ],
        drawstring: () => [{ d: poly(FRONT_CORD, false), stroke: 7 }, ...cordEnds(400)],
        hardware: () => [
          eyelets(FRONT_CORD.filter((_, i) => i % 4 === 2)),
          dRing(246, 366, 11, 4),
          dRing(554, 366, 11, 4),
        ],
        tassel: () => tassel(556, 384),
        "bag-feet": () => [
          dome(262, 694, 9, 5),
          dome(346, 700, 9, 5),
          dome(454, 700, 9, 5),
          dome(538, 694, 9, 5),
        ],
        "name-tag": () => nameTag(238, 412),
      },
      options: {},
    },
    side: {
      outline: SIDE_BODY,
      ground: { cx: 400, cy: 702, rx: 170, ry: 18 },
      parts: {
        body: () => [
          {
            d: SIDE_BODY,
            seams: gathers([314, 356, 400, 444, 486]),
            highlights: ["M295 304Q400 318 505 304"],
          },
          { d: "M292 300Q400 284 508 300Q400 314 292 300Z", flat: true, dim: 0.55 },
        ],
        base: () => [{ d: SIDE_BASE, shadow: true, stitches: ["M270 631Q400 651 530 631"] }],
        strap: () => [
          strap(SIDE_STRAP, 22),
          { d: rrect(388, 330, 24, 40, 6), flat: true, shadow: true },
        ],
        drawstring: () => [{ d: poly(SIDE_CORD, false), stroke: 7 }, ...cordEnds(300)],
        hardware: () => [eyelets(SIDE_CORD.filter((_, i) => i % 4 === 2)), dRing(400, 368, 11, 4)],
        tassel: () => [],
        "bag-feet": () => [dome(320, 698, 9, 5), dome(480, 698, 9, 5)],
        "name-tag": () => nameTag(398, 420),
      },
      options: {},
    },
  },
  showcase: {
    parts: {
      body: "main",
      base: "accent",
      strap: "accent",
      drawstring: "accent",
      hardware: "metal",
    },
    options: {},
  },
};
