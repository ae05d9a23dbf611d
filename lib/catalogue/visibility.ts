import type { CatalogueContentPage, CatalogueProduct } from "./types";

const CONFIGURABLE_TYPE = "custom-handbag";

/** Spec section 5: custom-handbag, has images, enabled, and not excluded for this store. */
export function isCatalogueProductVisible(product: CatalogueProduct, store: string): boolean {
  return (
    product.product_type.name === CONFIGURABLE_TYPE &&
    product.images.length > 0 &&
    product.enabled === 1 &&
    !product.retailer_store_exclusions.includes(store)
  );
}

/** Stock items follow the same rule except for the product type. */
export function isStockProductVisible(product: CatalogueProduct, store: string): boolean {
  return (
    product.product_type.name !== CONFIGURABLE_TYPE &&
    product.images.length > 0 &&
    product.enabled === 1 &&
    !product.retailer_store_exclusions.includes(store)
  );
}

/**
 * Spec section 5: production shows content that is production_ready or global, published and not
 * private; elsewhere unpublished content is shown too; private content never is.
 */
export function isContentVisible(
  page: Pick<CatalogueContentPage, "production_ready" | "global" | "published" | "private">,
  production: boolean,
): boolean {
  if (page.private === 1) return false;
  if (!production) return true;
  return page.published === 1 && (page.production_ready === 1 || page.global === 1);
}

export type StockCategory = "limited-edition" | "sample-sale" | "collection";

/** Spec section 3: a stock product's name places it in a category. */
export function stockCategoryOf(name: string): StockCategory | null {
  const lower = name.toLowerCase();
  if (lower.includes("limited")) return "limited-edition";
  if (lower.includes("sample")) return "sample-sale";
  if (lower.includes("collection")) return "collection";
  return null;
}
