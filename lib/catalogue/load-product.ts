import "server-only";
import type { Db } from "../db/types";
import { loadComponents } from "./load-components";
import { loadProducts } from "./load-products";
import type { CatalogueProductDetail } from "./types";

/**
 * One product with its components, straight from the database, in exactly the shape of its
 * catalogue cache file. Disabled products are included: staff preview must show drafts.
 */
export async function loadProduct(db: Db, id: string): Promise<CatalogueProductDetail | null> {
  const scope = { productId: id };
  const [[product], componentsByProduct] = await Promise.all([
    loadProducts(db, scope),
    loadComponents(db, scope),
  ]);
  if (!product) return null;
  return { ...product, components: componentsByProduct.get(product.id) ?? [] };
}
