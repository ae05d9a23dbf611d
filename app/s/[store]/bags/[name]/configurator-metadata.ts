import type { Metadata } from "next";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { productMetadata } from "@/lib/catalogue/product-metadata";

/** One title and canonical for a bag's configurator, whatever design its URL carries. */
export const configuratorMetadata = (bag: CatalogueProductDetail): Metadata => ({
  ...productMetadata(bag, `/bags/${bag.name}`),
  title: `${bag.label} · design your own`,
});
