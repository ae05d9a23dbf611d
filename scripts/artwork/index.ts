import {
  bags as catalogueBags,
  giftBoxes as catalogueGiftBoxes,
  giftCards as catalogueGiftCards,
  materials as catalogueMaterials,
  stockProducts as catalogueStockProducts,
} from "../seed/catalogue/index";
import type {
  SeedBag,
  SeedGiftBox,
  SeedGiftCard,
  SeedMaterial,
  SeedStockProduct,
} from "../seed/catalogue/types";
import { giftBoxFile, giftCardFiles, giftCardImageFiles } from "./gifts";
import type { ProductImage } from "./images";
import { bagLayerFiles } from "./layers";
import { stockProductFiles, stockProductImageFiles } from "./product-shots";
import { MaterialIndex } from "./surfaces";
import { swatchFile } from "./swatches";
import { bagImageFiles, bagThumbnailFiles } from "./thumbnails";
import { type ArtFile, ArtworkWriter } from "./writer";

export { imageWebPath } from "./images";
export { MaterialIndex } from "./surfaces";

export type ArtworkCatalogue = {
  materials: SeedMaterial[];
  bags: SeedBag[];
  stockProducts: SeedStockProduct[];
  giftCards: SeedGiftCard[];
  giftBoxes: SeedGiftBox[];
};

export type ArtworkBuildResult = {
  written: number;
  unchanged: number;
  /** Stale files deleted from the layer and swatch folders (e.g. after a colour was renamed). */
  removed: number;
  /** product_images rows per product name (bags, stock products, gift cards). */
  images: Record<string, ProductImage[]>;
};

const defaultArtworkCatalogue: ArtworkCatalogue = {
  materials: catalogueMaterials,
  bags: catalogueBags,
  stockProducts: catalogueStockProducts,
  giftCards: catalogueGiftCards,
  giftBoxes: catalogueGiftBoxes,
};

/** Every product image row of the catalogue, without drawing anything. */
function catalogueImages(
  catalogue: ArtworkCatalogue = defaultArtworkCatalogue,
): Record<string, ProductImage[]> {
  return Object.fromEntries([
    ...catalogue.bags.map((bag) => [bag.name, bagImageFiles(bag)] as const),
    ...catalogue.stockProducts.map(
      (product) => [product.name, stockProductImageFiles(product)] as const,
    ),
    ...catalogue.giftCards.map((card) => [card.name, giftCardImageFiles(card)] as const),
  ]);
}

/** Everything the build draws, by family; only the first two own their folders outright. */
type ArtworkFamilies = { swatches: ArtFile[]; layers: ArtFile[]; productImages: ArtFile[] };

function artworkFiles(catalogue: ArtworkCatalogue = defaultArtworkCatalogue): ArtworkFamilies {
  const index = new MaterialIndex(catalogue.materials);
  return {
    swatches: catalogue.materials.flatMap((material) =>
      material.colors.map((color) => swatchFile(material, color)),
    ),
    layers: catalogue.bags.flatMap((bag) => bagLayerFiles(bag, index)),
    productImages: [
      ...catalogue.bags.flatMap((bag) => bagThumbnailFiles(bag, index)),
      ...catalogue.stockProducts.flatMap((product) =>
        stockProductFiles(product, catalogue.materials),
      ),
      ...catalogue.giftCards.flatMap(giftCardFiles),
      ...catalogue.giftBoxes.map(giftBoxFile),
    ],
  };
}

/** The deepest folder holding all the given web paths. */
function commonDir(files: ArtFile[]): string | null {
  const split = files.map((file) => file.path.split("/").slice(0, -1));
  const [first, ...rest] = split;
  if (!first) return null;
  let depth = first.length;
  for (const parts of rest) {
    while (depth > 0 && parts.slice(0, depth).join("/") !== first.slice(0, depth).join("/"))
      depth--;
  }
  return first.slice(0, depth).join("/") || null;
}

/**
 * Draws the catalogue's artwork into `publicDir` (layers, thumbnails, product shots, swatches).
 * Files whose content is already on disk are left alone, so a rebuild touches nothing; stale
 * layers and swatches (a renamed bag or colour) are removed.
 */
export async function buildArtwork(
  publicDir: string,
  catalogue: ArtworkCatalogue = defaultArtworkCatalogue,
): Promise<ArtworkBuildResult> {
  const writer = new ArtworkWriter(publicDir);
  const families = artworkFiles(catalogue);
  const seen = new Set<string>();
  for (const file of [...families.swatches, ...families.layers, ...families.productImages]) {
    if (seen.has(file.path)) throw new Error(`Two artwork files share the path ${file.path}`);
    seen.add(file.path);
    writer.write(file.path, file.content);
  }
  // Product images share /images with other generators, so only these two families are pruned.
  for (const family of [families.swatches, families.layers]) {
    const dir = commonDir(family);
    if (dir) writer.prune(dir);
  }
  return {
    written: writer.written,
    unchanged: writer.unchanged,
    removed: writer.removed,
    images: catalogueImages(catalogue),
  };
}
