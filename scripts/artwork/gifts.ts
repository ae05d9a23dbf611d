import { brand } from "../../lib/brand";
import type { SeedGiftBox, SeedGiftCard } from "../seed/catalogue/types";
import { darken } from "./color";
import { f, poly, type Pt, rrect } from "./geometry";
import {
  imageFilesFor,
  imageWebPath,
  productImagePair,
  type ProductImage,
  THUMBNAIL_SIZE,
} from "./images";
import { renderPieces, svgDocument, type Fragment, type Piece } from "./render";
import { strap } from "./silhouettes/details";
import { studioBackdrop } from "./studio";
import type { Surface } from "./textures";
import type { ArtFile } from "./writer";

const CARD_STOCK: Surface = { texture: "smooth", hex: "#1d1b1a" };
const ENVELOPE: Surface = { texture: "canvas", hex: "#ece3d2" };
const BRASS: Surface = { texture: "metal", hex: "#c9a13b" };

/** Writing in foil, for cards and boxes. */
function foilText(
  text: string,
  x: number,
  y: number,
  size: number,
  prefix: string,
  spacing = 6,
): Fragment {
  return {
    defs:
      `<linearGradient id="${prefix}foil" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#f3dc8f"/>` +
      `<stop offset="0.45" stop-color="#c9a13b"/><stop offset="0.7" stop-color="#f6e3a1"/><stop offset="1" stop-color="#b38a2e"/></linearGradient>`,
    body:
      `<text x="${f(x)}" y="${f(y)}" font-family="Didot, 'Bodoni 72', Georgia, serif" font-size="${f(size)}" ` +
      `letter-spacing="${f(spacing)}" text-anchor="middle" fill="url(#${prefix}foil)">${escapeXml(text)}</text>`,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const BRAND_MARK = brand.name.toUpperCase();

export function giftCardImageFiles(card: SeedGiftCard): ProductImage[] {
  return productImagePair(card.imageFileName, card.label);
}

function card(x: number, y: number, prefix: string, subtitle: string): Fragment[] {
  return [
    renderPieces(
      [
        {
          d: rrect(x, y, 440, 276, 20),
          shadow: true,
          flat: true,
          highlights: [`M${x + 20} ${y + 3}H${x + 420}`],
        },
      ],
      CARD_STOCK,
      prefix,
    ),
    foilText(BRAND_MARK, x + 220, y + 126, 34, `${prefix}a`),
    renderPieces(
      [{ d: rrect(x + 170, y + 150, 100, 2, 1), flat: true }],
      { texture: "foil", hex: "#d8b24c" },
      `${prefix}r`,
    ),
    foilText(subtitle, x + 220, y + 196, 18, `${prefix}b`, 8),
  ];
}

export function giftCardFiles(giftCard: SeedGiftCard): ArtFile[] {
  // E-gift cards are pictured floating on their own; posted cards sit in their envelope.
  const digital = giftCard.name.startsWith("e-");
  const ground = { cx: 400, cy: 640, rx: 240, ry: 18 };
  const fragments: Fragment[] = [studioBackdrop("s", digital ? "#1d3a78" : "#a3202c", ground)];
  if (digital) {
    const tilted = card(180, 250, "c", "E-GIFT CARD");
    fragments.push(
      ...tilted.map((x) => ({
        defs: x.defs,
        body: `<g transform="rotate(-7 400 400)">${x.body}</g>`,
      })),
    );
  } else {
    fragments.push(
      renderPieces(
        [{ d: rrect(150, 330, 500, 300, 10), shadow: true, flat: true, dim: 0.12 }],
        ENVELOPE,
        "e",
      ),
    );
    fragments.push(...card(180, 190, "c", "GIFT CARD"));
    const pocket: Piece = {
      d: "M150 420L400 520L650 420L650 620Q650 630 640 630L160 630Q150 630 150 620Z",
      shadow: true,
      seams: ["M156 626L372 512", "M644 626L428 512"],
    };
    fragments.push(renderPieces([pocket], ENVELOPE, "f"));
  }
  return imageFilesFor(giftCardImageFiles(giftCard), fragments);
}

/** A lidded box in three-quarter view with a ribbon and bow. */
function ribbonBox(box: SeedGiftBox, ribbon: Surface): Piece[][] {
  const face: Pt[] = [
    [210, 420],
    [520, 420],
    [520, 640],
    [210, 640],
  ];
  const side: Pt[] = [
    [520, 420],
    [610, 360],
    [610, 580],
    [520, 640],
  ];
  const lidTop: Pt[] = [
    [200, 410],
    [300, 350],
    [620, 350],
    [530, 410],
  ];
  const lidFront: Pt[] = [
    [200, 410],
    [530, 410],
    [530, 460],
    [200, 460],
  ];
  const lidSide: Pt[] = [
    [530, 410],
    [620, 350],
    [620, 400],
    [530, 460],
  ];
  const boxSurface: Surface = { texture: "smooth", hex: box.hex };
  return [
    [
      { d: poly(face), surface: boxSurface },
      { d: poly(side), surface: boxSurface, dim: 0.22, flat: true },
      { d: poly(lidTop), surface: boxSurface, flat: true, highlights: ["M210 409L528 409"] },
      { d: poly(lidFront), surface: boxSurface, shadow: true },
      { d: poly(lidSide), surface: boxSurface, dim: 0.25, flat: true },
    ],
    [
      { d: "M350 410L380 410L380 640L350 640Z", flat: true },
      { d: "M350 410L380 410L475 350L445 350Z", flat: true, dim: 0.05 },
      { d: "M250 372L575 372L575 388L250 388Z", flat: true, dim: 0.05 },
      { d: "M563 390L587 374L587 594L563 610Z", flat: true, dim: 0.22 },
      strap(
        [
          [412, 382],
          [360, 340],
          [330, 360],
          [370, 388],
          [412, 382],
        ],
        22,
        { flat: true },
      ),
      strap(
        [
          [414, 382],
          [470, 336],
          [502, 352],
          [462, 386],
          [414, 382],
        ],
        22,
        { flat: true },
      ),
      { d: rrect(398, 368, 30, 26, 9), flat: true, shadow: true },
    ].map((piece) => ({ surface: ribbon, ...piece })),
  ];
}

/** A linen-covered trunk with leather straps, brass corners and a carry handle. */
function trunk(box: SeedGiftBox): Piece[][] {
  const linen: Surface = { texture: "canvas", hex: box.hex };
  const leather: Surface = { texture: "smooth", hex: "#9a5a2c" };
  const corner = (x: number, y: number, dx: number, dy: number): Piece => ({
    d: poly([
      [x, y],
      [x + dx * 34, y],
      [x, y + dy * 34],
    ]),
    surface: BRASS,
    flat: true,
  });
  return [
    [
      { d: rrect(190, 400, 360, 240, 10), surface: linen },
      {
        d: poly([
          [550, 400],
          [630, 350],
          [630, 580],
          [550, 640],
        ]),
        surface: linen,
        dim: 0.25,
        flat: true,
      },
      {
        d: poly([
          [190, 400],
          [270, 350],
          [630, 350],
          [550, 400],
        ]),
        surface: linen,
        flat: true,
      },
      { d: "M190 452H550", stroke: 3, surface: { texture: "shade", hex: darken(box.hex, 0.5) } },
    ],
    [
      ...[270, 470].map((x): Piece => ({
        d: rrect(x - 16, 398, 32, 244, 3),
        surface: leather,
        stitches: [`M${x - 11} 402V638`, `M${x + 11} 402V638`],
        shadow: true,
      })),
      strap(
        [
          [330, 376],
          [350, 330],
          [410, 318],
          [450, 376],
        ],
        18,
        { surface: leather },
      ),
      corner(190, 400, 1, 1),
      corner(550, 400, -1, 1),
      corner(190, 640, 1, -1),
      corner(550, 640, -1, -1),
      { d: rrect(350, 438, 40, 34, 6), surface: BRASS, flat: true, shadow: true },
    ],
  ];
}

export function giftBoxFile(box: SeedGiftBox): ArtFile {
  // Art direction per box: the trunk is its own object; boxes tie in the house red, or gold at the holidays.
  const layers = box.name.includes("trunk")
    ? trunk(box)
    : ribbonBox(box, {
        texture: "satin",
        hex: box.name.includes("holiday") ? "#c9a13b" : "#a3202c",
      });
  const fragments: Fragment[] = [
    studioBackdrop("s", box.hex, { cx: 410, cy: 640, rx: 250, ry: 20 }),
    ...layers.map((pieces, i) =>
      renderPieces(pieces, { texture: "smooth", hex: box.hex }, `b${i}`),
    ),
  ];
  return {
    path: imageWebPath({ fileName: box.imageFileName, extension: "svg" }),
    content: svgDocument(fragments, THUMBNAIL_SIZE),
  };
}
