import type { ProductJsonLdProps } from "next-seo";
import { brand } from "../brand";
import { imageUrl } from "./image-url";
import type { CatalogueProduct } from "./types";

type Availability =
  "https://schema.org/PreOrder" | "https://schema.org/InStock" | "https://schema.org/OutOfStock";

/** schema.org Product with its USD offer; made-to-order bags are offered for pre-order. */
export function productJsonLd(product: CatalogueProduct, pageUrl: string, assetHost: string) {
  const image = product.images.find((i) => i.image_type.name === "product-thumbnail");
  const availability: Availability =
    product.stock === null
      ? "https://schema.org/PreOrder"
      : product.stock > 0
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock";
  return {
    name: product.label,
    description: product.description,
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { "@type": "Brand", name: brand.name },
    ...(image
      ? {
          image: imageUrl(
            assetHost || new URL(pageUrl).origin,
            image.file_name,
            image.image_format.file_extension,
          ),
        }
      : {}),
    url: pageUrl,
    offers: {
      "@type": "Offer",
      url: pageUrl,
      priceCurrency: "USD",
      price: (product.starting_price / 100).toFixed(2),
      availability,
    },
  } satisfies ProductJsonLdProps;
}
