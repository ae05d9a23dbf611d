import { ellipse, type Pt, rrect } from "../geometry";
import { dRing, foilCartouche, strap } from "./details";
import type { SilhouetteArt } from "./types";

const FRONT_BODY = rrect(170, 380, 460, 240, 16);
const FRONT_FLAP = "M166 376L634 376L634 392L426 552Q400 572 374 552L166 392Z";
const SIDE_BODY = rrect(382, 380, 36, 240, 10);

const FRONT_STRAP: Pt[] = [
  [184, 386],
  [190, 280],
  [250, 170],
  [400, 124],
  [550, 170],
  [610, 280],
  [616, 386],
];
const SIDE_STRAP: Pt[] = [
  [400, 382],
  [402, 260],
  [400, 124],
];

export const clutchArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 628, rx: 270, ry: 16 },
      parts: {
        body: () => [
          {
            d: FRONT_BODY,
            stitches: [rrect(179, 389, 442, 222, 10)],
            seams: ["M182 606L360 520", "M618 606L440 520"],
          },
        ],
        flap: () => [
          {
            d: FRONT_FLAP,
            shadow: true,
            flat: true,
            stitches: ["M178 392L374 541Q400 560 426 541L622 392"],
            highlights: ["M170 380L630 380"],
          },
        ],
        clasp: () => [
          { d: ellipse(400, 558, 24, 15), flat: true, shadow: true },
          { d: ellipse(400, 556, 12, 7), flat: true, highlights: ["M392 552Q398 549 404 550"] },
        ],
        "strap-leather": () => [strap(FRONT_STRAP, 10)],
        "strap-hardware": () => [dRing(184, 384, 10, 3.5), dRing(616, 384, 10, 3.5)],
        "foil-monogram": () => foilCartouche(400, 448, 92, 40),
      },
      options: {},
    },
    side: {
      outline: SIDE_BODY,
      ground: { cx: 400, cy: 628, rx: 60, ry: 12 },
      parts: {
        body: () => [{ d: SIDE_BODY, stitches: ["M390 392L390 608"], flat: true }],
        flap: () => [
          {
            d: "M378 376L416 376Q422 376 422 384L386 386L386 556Q382 562 376 556Z",
            shadow: true,
            flat: true,
          },
        ],
        clasp: () => [{ d: ellipse(372, 556, 7, 13), flat: true, shadow: true }],
        "strap-leather": () => [strap(SIDE_STRAP, 10)],
        "strap-hardware": () => [dRing(400, 380, 9, 3.5)],
        "foil-monogram": () => [],
      },
      options: {},
    },
  },
  showcase: {
    parts: { body: "main", flap: "main", clasp: "metal" },
    options: {},
  },
};
