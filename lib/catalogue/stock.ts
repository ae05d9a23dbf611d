import "server-only";
import { eq } from "drizzle-orm";
import { products } from "../db/schema";
import type { Db } from "../db/types";
import { readAllProducts, readCategories } from "./read";
import type { CatalogueCategory, CatalogueProduct } from "./types";
import { isCatalogueProductVisible, isStockProductVisible } from "./visibility";

export type CategoryWithProducts = CatalogueCategory & { products: CatalogueProduct[] };

/**
 * A product category with the products this store may show, from the catalogue cache, or null
 * for an unknown id. Membership is the product's category id, which the seed keeps in step with
 * the name rule of spec 3 that the stock lists use.
 */
export async function categoryWithProducts(
  store: string,
  id: string,
): Promise<CategoryWithProducts | null> {
  const [categories, all] = await Promise.all([readCategories(), readAllProducts()]);
  const category = categories.find((c) => c.id === id);
  if (!category) return null;
  return {
    ...category,
    products: all.filter(
      (p) =>
        p.category?.id === id &&
        (isStockProductVisible(p, store) || isCatalogueProductVisible(p, store)),
    ),
  };
}

export type Availability = { id: string; stock: number | null; available: boolean };

/**
 * Live units on hand, read from the database rather than the cache, because the cache is only
 * as fresh as its last build and pages ask this before promising stock. `stock` null means made
 * to order (no limit). Unknown and disabled products give null: they cannot be bought.
 */
export async function liveAvailability(db: Db, id: string): Promise<Availability | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock, enabled: products.enabled })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row || !row.enabled) return null;
  return { id: row.id, stock: row.stock, available: row.stock === null || row.stock > 0 };
}
