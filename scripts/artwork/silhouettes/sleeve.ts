import { type Pt, rrect } from "../geometry";
import type { Piece } from "../render";
import { dRing, foilRule, LIGHT, SHADOW, strap, ZIP_TAPE, zipPull, zipTeeth } from "./details";
import type { SilhouetteArt, ViewArt } from "./types";

const BODY = rrect(110, 240, 580, 420, 28);
const LOOP: Pt[] = [
  [694, 292],
  [730, 312],
  [754, 364],
  [748, 432],
  [722, 462],
  [700, 436],
  [694, 380],
  [694, 300],
];

/** The back is the front seen in a mirror, so ring, pull and wrist strap swap sides. */
const mirror = (points: Pt[]): Pt[] => points.map(([x, y]) => [800 - x, y]);

function zipParts(pullX: number, ringX: number): Piece[] {
  return [
    zipTeeth([
      [150, 262],
      [650, 262],
    ]),
    ...zipPull(pullX, 262),
    dRing(ringX, 290, 12, 4),
  ];
}

function body(extra: Piece[]): Piece[] {
  return [
    { d: BODY, stitches: [rrect(124, 254, 552, 392, 20)] },
    { d: rrect(140, 255, 520, 14, 6), surface: ZIP_TAPE, flat: true },
    ...extra,
  ];
}

const front: ViewArt = {
  outline: BODY,
  ground: { cx: 400, cy: 668, rx: 320, ry: 16 },
  parts: {
    body: () => body([]),
    piping: () => [{ d: BODY, stroke: 9 }],
    zip: () => zipParts(640, 694),
    "wrist-strap": () => [strap(LOOP, 12)],
    "foil-initials": () => foilRule(546, 646, 628),
  },
  options: {
    "slip-pocket": {
      "clean-front": () => [],
      "slip-pocket": () => [
        { d: "M112 430H688V470H112Z", surface: SHADOW, opacity: 0.1 },
        { d: "M116 430H684", stroke: 1.5, surface: SHADOW, opacity: 0.45 },
        { d: "M116 433H684", stroke: 1.2, surface: LIGHT, opacity: 0.3 },
        { d: "M124 442H676", stroke: 1.2, dash: "5 3.5", surface: LIGHT, opacity: 0.45 },
      ],
    },
  },
};

const back: ViewArt = {
  outline: BODY,
  ground: front.ground,
  parts: {
    body: () =>
      body([
        {
          d: "M110 392H690V478H110Z",
          shadow: true,
          stitches: ["M112 400H688", "M112 470H688"],
        },
      ]),
    piping: () => [{ d: BODY, stroke: 9 }],
    zip: () => zipParts(160, 106),
    "wrist-strap": () => [strap(mirror(LOOP), 12)],
    "foil-initials": () => [],
  },
  options: { "slip-pocket": { "clean-front": () => [], "slip-pocket": () => [] } },
};

export const sleeveArt: SilhouetteArt = {
  views: { front, back },
  showcase: {
    parts: { body: "main", piping: "accent", zip: "metal" },
    options: { "slip-pocket": "slip-pocket" },
  },
};
