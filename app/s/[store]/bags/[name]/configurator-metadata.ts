import type { Metadata } from "next";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { ARTWORK_VIEWBOX } from "@/lib/catalogue/artwork-paths";
import { productMetadata } from "@/lib/catalogue/product-metadata";

/** One title and canonical for a bag's configurator, whatever design its URL carries. */
export const configuratorMetadata = (bag: CatalogueProductDetail): Metadata => ({
  ...productMetadata(bag, `/bags/${bag.name}`),
  title: `${bag.label} · design your own`,
});

/** A shared design's link (`?d=`, issue 27): the same page, previewed with the bag as designed. */
export function sharedDesignMetadata(bag: CatalogueProductDetail, design: string): Metadata {
  const base = configuratorMetadata(bag);
  const image = `/api/external/public/design-image/${bag.name}/bag.jpg?d=${encodeURIComponent(design)}`;
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      // bag.jpg is drawn at the artwork's own size.
      images: [{ url: image, ...ARTWORK_VIEWBOX, alt: `${bag.label}, as designed` }],
    },
  };
}
