import type { SeedMaterial, SeedStockProduct } from "../seed/catalogue/types";
import { darken, lighten } from "./color";
import { circle, f } from "./geometry";
import { imageFilesFor, productImagePair, type ProductImage } from "./images";
import type { ArtFile } from "./writer";
import { renderPieces, type Fragment, type Piece } from "./render";
import { seededRandom } from "./prng";
import { silhouetteArt } from "./silhouettes/index";
import type { ShowcaseRole } from "./silhouettes/types";
import { studioBackdrop } from "./studio";
import type { Surface, Texture } from "./textures";

export function stockProductImageFiles(product: SeedStockProduct): ProductImage[] {
  return productImagePair(product.imageFileName, product.label);
}

/** The product copy names its leather; the photo should show the matching grain. */
function textureFromCopy(product: SeedStockProduct): Texture {
  const copy = `${product.label} ${product.description}`.toLowerCase();
  const hints: [string, Texture][] = [
    ["croc", "croc"],
    ["raffia", "raffia"],
    ["suede", "suede"],
    ["satin", "satin"],
    ["silk", "satin"],
    ["pebbled", "pebbled"],
    ["canvas", "canvas"],
  ];
  return hints.find(([word]) => copy.includes(word))?.[1] ?? "smooth";
}

/**
 * Surfaces for each showcase role. An accent that matches a hardware finish dresses the metal;
 * otherwise it dresses the leather trims and the metal stays polished gold.
 */
function roleSurfaces(
  product: SeedStockProduct,
  materials: SeedMaterial[],
): Record<ShowcaseRole, Surface> {
  const metals = materials
    .filter((m) => m.part === "hardware")
    .flatMap((m) => m.colors.map((c) => c.hex));
  const accentIsMetal = metals.includes(product.accentHex.toLowerCase());
  const main: Surface = { texture: textureFromCopy(product), hex: product.hex };
  const trim = accentIsMetal ? darken(product.hex, 0.25) : product.accentHex;
  return {
    main,
    accent: { texture: "smooth", hex: trim },
    lining: { texture: "satin", hex: lighten(product.hex, 0.35) },
    metal: { texture: "metal", hex: accentIsMetal ? product.accentHex : "#d4af37" },
    foil: { texture: "foil", hex: "#d8b24c" },
  };
}

function bagShot(product: SeedStockProduct, materials: SeedMaterial[]): Fragment[] {
  const art = silhouetteArt[product.silhouette];
  const view = art.views.front;
  if (!view) throw new Error(`The ${product.silhouette} silhouette has no front view`);
  const surfaces = roleSurfaces(product, materials);
  const fragments: Fragment[] = [studioBackdrop("s", product.hex, view.ground)];
  Object.entries(art.showcase.parts).forEach(([key, role], i) => {
    const draw = view.parts[key];
    if (!draw) throw new Error(`Showcase part ${key} is not drawn for ${product.silhouette}`);
    fragments.push(renderPieces(draw(), surfaces[role], `p${i}`));
  });
  Object.entries(art.showcase.options).forEach(([key, option], i) => {
    const draw = view.options[key]?.[option];
    if (!draw)
      throw new Error(`Showcase option ${key}:${option} is not drawn for ${product.silhouette}`);
    fragments.push(renderPieces(draw(), surfaces.main, `o${i}`));
  });
  return fragments;
}

/** A pleated silk face mask with ear loops and a scattered print in the accent colour. */
function maskShot(product: SeedStockProduct): Fragment[] {
  const random = seededRandom(product.name);
  const silk: Surface = { texture: "satin", hex: product.hex };
  const print: Surface = { texture: "foil", hex: product.accentHex };
  const body = "M220 330Q400 292 580 330L600 470Q400 540 200 470Z";
  const dots = Array.from({ length: 38 }, () => {
    const x = 240 + random() * 320;
    const y = 340 + random() * 140;
    return circle(x, y, 2 + random() * 3.5);
  }).join("");
  const loop = (x: number, dir: number): Piece => ({
    d: `M${f(x)} 340Q${f(x + dir * 120)} 330 ${f(x + dir * 110)} 410Q${f(x + dir * 100)} 480 ${f(x + dir * 4)} 462`,
    stroke: 6,
    surface: { texture: "smooth", hex: lighten(product.hex, 0.2) },
  });
  const mask: Piece[] = [
    loop(226, -1),
    loop(574, 1),
    {
      d: body,
      shadow: true,
      seams: ["M214 380Q400 352 586 380", "M208 425Q400 410 592 425"],
      highlights: ["M216 386Q400 358 584 386", "M210 431Q400 416 590 431"],
      stitches: ["M232 340Q400 306 568 340"],
    },
    { d: dots, surface: print, flat: true, opacity: 0.85 },
  ];
  return [
    studioBackdrop("s", product.hex, { cx: 400, cy: 560, rx: 230, ry: 20 }),
    renderPieces(mask, silk, "m"),
  ];
}

export function stockProductFiles(product: SeedStockProduct, materials: SeedMaterial[]): ArtFile[] {
  const fragments =
    product.productType === "mask" ? maskShot(product) : bagShot(product, materials);
  return imageFilesFor(stockProductImageFiles(product), fragments);
}
