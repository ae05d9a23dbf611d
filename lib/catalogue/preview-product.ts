import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { products } from "../db/schema";
import { loadProduct } from "./load-product";
import type { CatalogueProductDetail } from "./types";

/** A product by slug straight from the database, drafts included: staff preview only. */
export async function previewProductByName(name: string): Promise<CatalogueProductDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(name)) return null;
  const database = await db();
  const [row] = await database
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, name))
    .limit(1);
  return row ? loadProduct(database, row.id) : null;
}
