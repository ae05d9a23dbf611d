import type { Metadata } from "next";
import { imagePath } from "./image-url";
import type { CatalogueProduct } from "./types";

/** Title, description, canonical URL and Open Graph image of a product page. */
export function productMetadata(product: CatalogueProduct, path: string): Metadata {
  const image = product.images.find((i) => i.image_type.name === "product-thumbnail");
  return {
    title: product.label,
    description: product.description,
    alternates: { canonical: path },
    openGraph: {
      title: product.label,
      description: product.description,
      url: path,
      type: "website",
      ...(image
        ? {
            images: [
              {
                url: imagePath(image.file_name, image.image_format.file_extension),
                width: image.width,
                height: image.height,
                alt: image.alt || product.label,
              },
            ],
          }
        : {}),
    },
  };
}
