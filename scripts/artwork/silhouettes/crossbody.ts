import { ellipse, type Pt, rrect } from "../geometry";
import type { Piece } from "../render";
import { chain, dRing, foilRule, strap, webbing } from "./details";
import type { SilhouetteArt } from "./types";

const FRONT_BODY = rrect(220, 398, 360, 254, 36);
const FRONT_FLAP = "M212 392L588 392L588 516Q588 592 512 592L288 592Q212 592 212 516Z";
const SIDE_BODY = rrect(350, 398, 100, 254, 26);

// The strap rises from both rings to a shoulder far above the bag; from the side the two ends
// meet in one line.
const FRONT_STRAP: Pt[] = [
  [216, 404],
  [212, 300],
  [226, 170],
  [282, 80],
  [400, 46],
  [518, 80],
  [574, 170],
  [588, 300],
  [584, 404],
];
const SIDE_STRAP: Pt[] = [
  [400, 400],
  [403, 300],
  [406, 180],
  [402, 46],
];

function turnLockFront(): Piece[] {
  return [
    {
      d: rrect(362, 556, 76, 40, 10) + rrect(374, 566, 52, 20, 5),
      evenodd: true,
      flat: true,
      shadow: true,
    },
    { d: ellipse(400, 592, 13, 9), flat: true, shadow: true },
    { d: ellipse(400, 590, 22, 6), flat: true, shadow: true },
  ];
}

export const crossbodyArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 660, rx: 220, ry: 18 },
      parts: {
        body: () => [
          {
            d: FRONT_BODY,
            stitches: [rrect(229, 407, 342, 236, 28)],
            highlights: ["M236 640Q400 648 564 640"],
          },
        ],
        flap: () => [
          {
            d: FRONT_FLAP,
            shadow: true,
            stitches: ["M222 400L222 514Q222 582 290 582L510 582Q578 582 578 514L578 400"],
            highlights: ["M216 398L584 398"],
            seams: ["M214 410L586 410"],
          },
        ],
        "strap-leather": () => [strap(FRONT_STRAP, 16), ...tabs()],
        "strap-chain": () => chain(FRONT_STRAP),
        "turn-lock": () => [...turnLockFront(), dRing(216, 406, 12), dRing(584, 406, 12)],
        "foil-initials": () => foilRule(468, 556, 560),
      },
      options: {
        "strap-style": {
          leather: () => [],
          chain: () => [],
          webbing: () => webbing(FRONT_STRAP, 20),
        },
      },
    },
    side: {
      outline: SIDE_BODY,
      ground: { cx: 400, cy: 660, rx: 90, ry: 16 },
      parts: {
        body: () => [
          {
            d: SIDE_BODY,
            stitches: ["M360 412L360 640", "M440 412L440 640"],
          },
        ],
        flap: () => [
          {
            d: "M344 412Q344 386 370 386L438 386Q452 386 452 400L452 406L358 406L358 590Q351 596 344 590Z",
            shadow: true,
            highlights: ["M350 392L450 392"],
          },
        ],
        "strap-leather": () => [
          strap(SIDE_STRAP, 16),
          { d: rrect(392, 396, 16, 30, 5), flat: true, shadow: true },
        ],
        "strap-chain": () => chain(SIDE_STRAP),
        "turn-lock": () => [
          { d: rrect(334, 570, 14, 32, 4), flat: true, shadow: true },
          dRing(400, 404, 11),
        ],
        "foil-initials": () => [],
      },
      options: {
        "strap-style": {
          leather: () => [],
          chain: () => [],
          webbing: () => webbing(SIDE_STRAP, 20),
        },
      },
    },
  },
  showcase: {
    parts: { body: "main", flap: "main", "strap-leather": "accent", "turn-lock": "metal" },
    options: { "strap-style": "leather" },
  },
};

/** Leather tabs that fold the strap ends around the rings. */
function tabs(): Piece[] {
  return [
    { d: rrect(208, 408, 16, 34, 5), flat: true, shadow: true },
    { d: rrect(576, 408, 16, 34, 5), flat: true, shadow: true },
  ];
}
