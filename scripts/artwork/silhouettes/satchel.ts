import { type Pt, rrect } from "../geometry";
import type { Piece } from "../render";
import { buckle, dRing, foilCartouche, strap } from "./details";
import type { SilhouetteArt } from "./types";

const FRONT_BODY = "M200 360L600 360L612 650Q613 680 583 680L217 680Q187 680 188 650Z";
const FRONT_FLAP = "M194 354L606 354L606 540Q606 566 580 566L220 566Q194 566 194 540Z";
const SIDE_BODY = "M340 360L460 360L468 652Q468 680 444 680L356 680Q332 680 332 652Z";
const FRONT_STRAP: Pt[] = [
  [204, 372],
  [196, 250],
  [250, 130],
  [400, 76],
  [550, 130],
  [604, 250],
  [596, 372],
];

/** A buckled strap running down over the flap onto the body. */
function flapStrap(x: number): Piece {
  return {
    d: `M${x - 17} 356L${x + 17} 356L${x + 17} 612Q${x} 632 ${x - 17} 612Z`,
    shadow: true,
    flat: true,
    stitches: [`M${x - 12} 360L${x - 12} 606`, `M${x + 12} 360L${x + 12} 606`],
    holes: [
      [x, 560],
      [x, 612 - 8],
    ],
  };
}

export const satchelArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 686, rx: 250, ry: 18 },
      parts: {
        body: () => [
          {
            d: FRONT_BODY,
            stitches: ["M198 372L198 650Q198 670 218 670L582 670Q602 670 602 650L602 372"],
          },
        ],
        flap: () => [
          {
            d: FRONT_FLAP,
            shadow: true,
            stitches: [rrect(204, 364, 392, 192, 16)],
            highlights: ["M198 358H602"],
          },
          flapStrap(290),
          flapStrap(510),
        ],
        handle: () => [
          strap(
            [
              [330, 362],
              [334, 290],
              [400, 246],
              [466, 290],
              [470, 362],
            ],
            20,
          ),
        ],
        "shoulder-strap": () => [strap(FRONT_STRAP, 12)],
        buckles: () => [
          ...buckle(290, 586, 46, 34),
          ...buckle(510, 586, 46, 34),
          dRing(330, 360, 11, 4),
          dRing(470, 360, 11, 4),
          dRing(202, 376, 10, 3.5),
          dRing(598, 376, 10, 3.5),
        ],
        "foil-monogram": () => foilCartouche(400, 458, 100, 44),
      },
      options: {},
    },
    side: {
      outline: SIDE_BODY,
      ground: { cx: 400, cy: 686, rx: 110, ry: 16 },
      parts: {
        body: () => [{ d: SIDE_BODY, stitches: ["M350 372L344 660", "M450 372L456 660"] }],
        flap: () => [
          {
            d: "M334 366Q334 350 350 350L458 350Q466 350 466 360L346 362L346 566L334 566Z",
            shadow: true,
            flat: true,
          },
          { d: "M326 362L338 362L338 614L326 614Z", shadow: true, flat: true },
        ],
        handle: () => [
          strap(
            [
              [394, 360],
              [394, 300],
              [400, 246],
              [406, 300],
              [406, 360],
            ],
            14,
          ),
        ],
        "shoulder-strap": () => [
          strap(
            [
              [400, 362],
              [404, 250],
              [400, 76],
            ],
            12,
          ),
        ],
        buckles: () => [
          { d: rrect(320, 570, 10, 34, 3), flat: true, shadow: true },
          dRing(400, 360, 10, 3.5),
        ],
        "foil-monogram": () => [],
      },
      options: {},
    },
  },
  showcase: {
    parts: { body: "main", flap: "main", handle: "accent", buckles: "metal" },
    options: {},
  },
};
