import type { Metadata } from "next";
import { ogImagePath, OG_IMAGE_SIZE } from "./og-image";
import type { CatalogueProduct } from "./types";

/** Title, description, canonical URL and Open Graph image of a product page. */
export function productMetadata(product: CatalogueProduct, path: string): Metadata {
  return {
    title: product.label,
    description: product.description,
    alternates: { canonical: path },
    openGraph: {
      title: product.label,
      description: product.description,
      url: path,
      type: "website",
      images: [{ url: ogImagePath(product.name), ...OG_IMAGE_SIZE, alt: product.label }],
    },
  };
}
