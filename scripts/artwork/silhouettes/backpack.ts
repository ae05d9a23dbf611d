import { f, rrect } from "../geometry";
import type { Piece } from "../render";
import { buckle, foilCartouche, NEUTRAL_METAL, SHADOW, strap, zipPull, zipTeeth } from "./details";
import type { SilhouetteArt } from "./types";

const FRONT_BODY =
  "M240 675L240 330C240 250 300 215 400 215C500 215 560 250 560 330L560 675Q560 700 535 700L265 700Q240 700 240 675Z";
const FRONT_FLAP =
  "M236 330C236 246 298 209 400 209C502 209 564 246 564 330L564 402Q564 440 526 440L274 440Q236 440 236 402Z";
const SIDE_BODY =
  "M320 680L320 330C320 262 350 215 400 215C450 215 480 262 480 330L480 680Q480 700 460 700L340 700Q320 700 320 680Z";
const POCKET = rrect(292, 520, 216, 146, 18);
const PATCH = { x: 470, y: 334, w: 66, h: 56 };

/** The centre strap hanging from the flap down through the buckle. */
function flapStrap(): Piece {
  return {
    d: "M386 420L414 420L414 506Q414 520 400 526Q386 520 386 506Z",
    shadow: true,
    flat: true,
    stitches: ["M390 424L390 504", "M410 424L410 504"],
    holes: [[400, 500]],
  };
}

function backStraps(): Piece[] {
  return [
    strap(
      [
        [372, 236],
        [352, 330],
        [318, 470],
        [298, 600],
        [300, 676],
      ],
      38,
    ),
    strap(
      [
        [428, 236],
        [448, 330],
        [482, 470],
        [502, 600],
        [500, 676],
      ],
      38,
    ),
  ];
}

export const backpackArt: SilhouetteArt = {
  views: {
    front: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 706, rx: 210, ry: 18 },
      parts: {
        body: () => [
          {
            d: FRONT_BODY,
            stitches: ["M250 420L250 672Q250 690 268 690L532 690Q550 690 550 672L550 420"],
            highlights: ["M262 260Q320 224 400 222"],
          },
        ],
        flap: () => [
          {
            d: FRONT_FLAP,
            shadow: true,
            stitches: [
              "M248 330C248 258 306 221 400 221C494 221 552 258 552 330L552 400Q552 428 524 428L276 428Q248 428 248 400Z",
            ],
          },
          flapStrap(),
        ],
        straps: () => [
          strap(
            [
              [366, 226],
              [370, 184],
              [400, 168],
              [430, 184],
              [434, 226],
            ],
            16,
          ),
        ],
        "pocket-leather": () => [
          { d: POCKET, shadow: true, stitches: [rrect(300, 528, 200, 130, 12)] },
        ],
        hardware: () => [...buckle(400, 482, 48, 30), { d: rrect(384, 512, 32, 8, 3), flat: true }],
        "monogram-patch": () => [
          {
            d: rrect(PATCH.x, PATCH.y, PATCH.w, PATCH.h, 8),
            shadow: true,
            flat: true,
            stitches: [rrect(PATCH.x + 5, PATCH.y + 5, PATCH.w - 10, PATCH.h - 10, 5)],
          },
        ],
        "patch-foil": () =>
          foilCartouche(PATCH.x + PATCH.w / 2, PATCH.y + PATCH.h / 2, PATCH.w - 26, PATCH.h - 22),
      },
      options: {
        "front-pocket": {
          "zip-pocket": () => [
            zipTeeth(
              [
                [306, 544],
                [494, 544],
              ],
              NEUTRAL_METAL,
            ),
            ...zipPull(478, 544, NEUTRAL_METAL),
          ],
          "patch-pocket": () => [
            { d: rrect(296, 524, 208, 22, 10), surface: SHADOW, opacity: 0.18 },
            { d: "M298 548L502 548", stroke: 1.5, surface: SHADOW, opacity: 0.35 },
          ],
        },
      },
    },
    side: {
      outline: SIDE_BODY,
      ground: { cx: 400, cy: 706, rx: 140, ry: 16 },
      parts: {
        body: () => [
          {
            d: SIDE_BODY,
            stitches: ["M330 340L330 680", "M470 340L470 680"],
            seams: ["M400 226L400 694"],
          },
        ],
        flap: () => [
          {
            d: "M314 330C314 258 346 209 400 209C454 209 486 258 486 318L474 318C474 266 448 221 400 221C352 221 326 264 326 330L326 440L314 440Z",
            shadow: true,
            flat: true,
          },
        ],
        straps: () => [
          strap(
            [
              [466, 246],
              [520, 300],
              [538, 440],
              [520, 580],
              [482, 662],
            ],
            26,
          ),
          strap(
            [
              [388, 222],
              [392, 180],
              [410, 170],
              [418, 220],
            ],
            12,
          ),
        ],
        "pocket-leather": () => [
          { d: "M322 520Q298 522 296 552L296 640Q298 664 322 664Z", shadow: true, flat: true },
        ],
        hardware: () => [
          { d: rrect(306, 466, 12, 30, 3), flat: true, shadow: true },
          ...buckle(536, 470, 34, 22),
        ],
        "monogram-patch": () => [{ d: rrect(311, 334, 6, 56, 2), flat: true }],
        "patch-foil": () => [],
      },
      options: {
        "front-pocket": {
          "zip-pocket": () => [...zipPull(302, 530, NEUTRAL_METAL)],
          "patch-pocket": () => [
            { d: "M298 548L322 548", stroke: 1.5, surface: SHADOW, opacity: 0.35 },
          ],
        },
      },
    },
    back: {
      outline: FRONT_BODY,
      ground: { cx: 400, cy: 706, rx: 210, ry: 18 },
      parts: {
        body: () => [
          { d: FRONT_BODY, highlights: ["M262 260Q320 224 400 222"] },
          {
            d: rrect(272, 262, 256, 404, 30),
            shadow: true,
            stitches: [
              rrect(280, 270, 240, 388, 24),
              ...[340, 410, 480, 550].map((y) => `M282 ${f(y)}H518`),
            ],
          },
        ],
        flap: () => [
          {
            d: "M238 300C250 240 310 211 400 211C490 211 550 240 562 300C548 252 492 228 400 228C308 228 252 252 238 300Z",
            flat: true,
          },
        ],
        straps: () => [
          ...backStraps(),
          strap(
            [
              [366, 226],
              [370, 184],
              [400, 168],
              [430, 184],
              [434, 226],
            ],
            16,
          ),
        ],
        "pocket-leather": () => [],
        hardware: () => [...buckle(304, 586, 46, 26), ...buckle(496, 586, 46, 26)],
        "monogram-patch": () => [],
        "patch-foil": () => [],
      },
      options: { "front-pocket": { "zip-pocket": () => [], "patch-pocket": () => [] } },
    },
  },
  showcase: {
    parts: {
      body: "main",
      flap: "main",
      straps: "accent",
      hardware: "metal",
      "pocket-leather": "main",
    },
    options: { "front-pocket": "zip-pocket" },
  },
};
