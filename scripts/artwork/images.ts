import { imagePath } from "../../lib/catalogue/image-url";
import { svgDocument, type Fragment } from "./render";
import type { ArtFile } from "./writer";

/** One row of product_images as the seed should insert it. */
export type ProductImage = {
  imageType: "product-thumbnail" | "product-thumbnail-cart";
  /** As stored in product_images.file_name: a human name, spaces kept, no extension. */
  fileName: string;
  extension: "svg";
  width: number;
  height: number;
  alt: string;
};

export const THUMBNAIL_SIZE = 800;
const CART_THUMBNAIL_SIZE = 240;

/**
 * The listing thumbnail and the smaller cart thumbnail of a product. The cart image is always
 * named `${fileName} cart`, the rule scripts/seed/catalogue-rows.ts also follows.
 */
export function productImagePair(fileName: string, alt: string): ProductImage[] {
  return [
    {
      imageType: "product-thumbnail",
      fileName,
      extension: "svg",
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      alt,
    },
    {
      imageType: "product-thumbnail-cart",
      fileName: `${fileName} cart`,
      extension: "svg",
      width: CART_THUMBNAIL_SIZE,
      height: CART_THUMBNAIL_SIZE,
      alt,
    },
  ];
}

/** Public path of an image file; spaces become `+` (see lib/catalogue/image-url.ts). */
export function imageWebPath(image: Pick<ProductImage, "fileName" | "extension">): string {
  return imagePath(image.fileName, image.extension);
}

/** One drawing written at the size of each of the product's images. */
export function imageFilesFor(images: ProductImage[], fragments: Fragment[]): ArtFile[] {
  return images.map((image) => ({
    path: imageWebPath(image),
    content: svgDocument(fragments, image.width),
  }));
}
