import { ellipse, quad, rrect } from "../geometry";
import {
  dome,
  foilCartouche,
  NEUTRAL_METAL,
  rivet,
  strap,
  ZIP_TAPE,
  zipPull,
  zipTeeth,
} from "./details";
import type { SilhouetteArt } from "./types";

// Front view: the opening is seen from slightly above, so the back rim sits higher than the
// front rim and the lining shows between them.
const FRONT_PANEL = "M140 300Q400 314 660 300L630 672Q627 692 606 692L194 692Q173 692 170 672Z";
const FRONT_OPENING = "M142 300Q400 252 658 300Q400 314 142 300Z";
const SIDE_PANEL = "M304 300Q400 312 496 300L482 672Q480 692 460 692L340 692Q320 692 318 672Z";
const SIDE_OPENING = "M304 300Q400 280 496 300Q400 312 304 300Z";

export const toteArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_PANEL,
      ground: { cx: 400, cy: 700, rx: 300, ry: 24 },
      parts: {
        body: () => [
          { d: "M136 300Q400 240 664 300L658 300Q400 252 142 300Z", flat: true, dim: 0.12 },
          {
            d: FRONT_PANEL,
            stitches: ["M147 313Q400 327 653 313", "M150 320L177 664", "M650 320L623 664"],
            highlights: ["M144 302Q400 316 656 302"],
          },
        ],
        "base-panel": () => [
          {
            d: "M165 610Q400 622 635 610L630 672Q627 692 606 692L194 692Q173 692 170 672Z",
            stitches: ["M168 620Q400 632 632 620"],
            shadow: true,
          },
        ],
        lining: () => [
          { d: FRONT_OPENING, flat: true, dim: 0.3, seams: ["M150 300Q400 262 650 300"] },
        ],
        handles: () => [
          strap(
            [
              [285, 279],
              [288, 220],
              [318, 160],
              [400, 128],
              [482, 160],
              [512, 220],
              [515, 279],
            ],
            18,
            { dim: 0.25, shadow: false },
          ),
          strap(
            [
              [258, 352],
              [258, 270],
              [290, 185],
              [400, 150],
              [510, 185],
              [542, 270],
              [542, 352],
            ],
            20,
          ),
          {
            d: rrect(238, 296, 40, 70, 8),
            stitches: [rrect(244, 302, 28, 58, 5)],
            shadow: true,
            flat: true,
          },
          {
            d: rrect(522, 296, 40, 70, 8),
            stitches: [rrect(528, 302, 28, 58, 5)],
            shadow: true,
            flat: true,
          },
        ],
        hardware: () => [
          rivet(258, 318),
          rivet(258, 346),
          rivet(542, 318),
          rivet(542, 346),
          ...[210, 330, 470, 590].map((x) => dome(x, 690)),
        ],
        "foil-monogram": () => foilCartouche(400, 448, 112, 46),
      },
      options: {
        closure: {
          open: () => [],
          "magnetic-snap": () => [
            { d: ellipse(400, 284, 12, 5.5), surface: NEUTRAL_METAL, flat: true, shadow: true },
          ],
          zip: () => [
            { d: FRONT_OPENING, surface: ZIP_TAPE, flat: true },
            zipTeeth(quad([152, 299], [400, 268], [648, 299]), NEUTRAL_METAL),
            ...zipPull(590, 290, NEUTRAL_METAL),
          ],
        },
      },
    },
    side: {
      outline: SIDE_PANEL,
      ground: { cx: 400, cy: 700, rx: 140, ry: 20 },
      parts: {
        body: () => [
          { d: "M300 300Q400 270 500 300L496 300Q400 280 304 300Z", flat: true, dim: 0.12 },
          {
            d: SIDE_PANEL,
            stitches: ["M313 308L326 664", "M487 308L474 664"],
            seams: ["M400 306L400 430"],
            highlights: ["M306 302Q400 314 494 302"],
          },
        ],
        "base-panel": () => [
          {
            d: "M315 610Q400 619 485 610L482 672Q480 692 460 692L340 692Q320 692 318 672Z",
            stitches: ["M318 619Q400 628 482 619"],
            shadow: true,
          },
        ],
        lining: () => [{ d: SIDE_OPENING, flat: true, dim: 0.3 }],
        handles: () => [
          strap(
            [
              [310, 345],
              [312, 250],
              [342, 168],
              [400, 132],
              [458, 168],
              [488, 250],
              [490, 345],
            ],
            16,
          ),
          { d: rrect(300, 296, 12, 70, 4), flat: true, shadow: true },
          { d: rrect(488, 296, 12, 70, 4), flat: true, shadow: true },
        ],
        hardware: () => [
          rivet(306, 318, 4),
          rivet(306, 346, 4),
          rivet(494, 318, 4),
          rivet(494, 346, 4),
          dome(338, 690),
          dome(462, 690),
        ],
        "foil-monogram": () => [],
      },
      options: {
        closure: {
          open: () => [],
          "magnetic-snap": () => [],
          zip: () => [
            { d: SIDE_OPENING, surface: ZIP_TAPE, flat: true },
            zipTeeth(quad([308, 300], [400, 290], [492, 300], 8), NEUTRAL_METAL),
            ...zipPull(484, 298, NEUTRAL_METAL),
          ],
        },
      },
    },
  },
  showcase: {
    parts: {
      body: "main",
      "base-panel": "accent",
      lining: "lining",
      handles: "accent",
      hardware: "metal",
    },
    options: { closure: "open" },
  },
};
