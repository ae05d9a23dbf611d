import "server-only";
import { catalogueProductsFor, productFor, stockProductsFor } from "./read";
import type { CatalogueProduct } from "./types";
import { stockCategoryOf, type StockCategory } from "./visibility";

/** What browse pages need, read from the catalogue cache with the per-store rule applied. */

export async function stockInCategory(
  store: string,
  category: StockCategory,
): Promise<CatalogueProduct[]> {
  return (await stockProductsFor(store)).filter(
    (p) => p.product_type.name !== "gift-card" && stockCategoryOf(p.name) === category,
  );
}

export async function masksFor(store: string): Promise<CatalogueProduct[]> {
  return (await stockProductsFor(store)).filter((p) => p.product_type.name === "mask");
}

export async function giftCardsFor(store: string): Promise<CatalogueProduct[]> {
  return (await stockProductsFor(store)).filter((p) => p.product_type.name === "gift-card");
}

/** A stock item on its category page, only if its name places it in that category. */
export async function stockProductIn(store: string, category: StockCategory, name: string) {
  const product = await productFor(store, name);
  if (!product || product.product_type.name === "custom-handbag") return null;
  return stockCategoryOf(product.name) === category ? product : null;
}

export async function bagFor(store: string, name: string) {
  const product = await productFor(store, name);
  return product && product.product_type.name === "custom-handbag" ? product : null;
}

export { catalogueProductsFor as bagsFor };
