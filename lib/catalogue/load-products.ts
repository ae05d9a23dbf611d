import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import {
  imageFormats,
  imageTypes,
  productCategories,
  productImages,
  products,
  productStoreExclusions,
  productTypes,
  retailStores,
} from "../db/schema";
import { groupBy } from "./group-by";
import type { CatalogueCategory, CatalogueImage, CatalogueProduct } from "./types";

export async function loadCategories(db: Db): Promise<CatalogueCategory[]> {
  return db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      label: productCategories.label,
      description: productCategories.description,
    })
    .from(productCategories)
    .orderBy(asc(productCategories.sort), asc(productCategories.name));
}

/** Narrows a load to one product (staff preview) instead of the whole catalogue. */
export type ProductScope = { productId: string };

/** Every product (or the scoped one) with its images and exclusions, in catalogue order. */
export async function loadProducts(db: Db, scope?: ProductScope): Promise<CatalogueProduct[]> {
  const [rows, images, exclusions, categories] = await Promise.all([
    db
      .select({ product: products, typeName: productTypes.name })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(scope && eq(products.id, scope.productId))
      .orderBy(asc(products.sort), asc(products.name)),
    db
      .select({
        typeName: imageTypes.name,
        extension: imageFormats.fileExtension,
        image: productImages,
      })
      .from(productImages)
      .innerJoin(imageTypes, eq(imageTypes.id, productImages.imageTypeId))
      .innerJoin(imageFormats, eq(imageFormats.id, productImages.imageFormatId))
      .where(scope && eq(productImages.productId, scope.productId))
      .orderBy(asc(productImages.sort), asc(productImages.fileName)),
    db
      .select({ productId: productStoreExclusions.productId, store: retailStores.name })
      .from(productStoreExclusions)
      .innerJoin(retailStores, eq(retailStores.id, productStoreExclusions.retailStoreId))
      .where(scope && eq(productStoreExclusions.productId, scope.productId))
      .orderBy(asc(retailStores.name)),
    loadCategories(db),
  ]);
  const imagesByProduct = groupBy(images, ({ image }) => image.productId);
  const exclusionsByProduct = groupBy(exclusions, (e) => e.productId);
  const categoryById = new Map(categories.map((c) => [c.id, c]));

  return rows.map(({ product, typeName }) => ({
    id: product.id,
    name: product.name,
    label: product.label,
    description: product.description,
    details: product.details,
    sku: product.sku,
    product_type: { name: typeName },
    category: (product.categoryId && categoryById.get(product.categoryId)) || null,
    enabled: product.enabled ? 1 : 0,
    starting_price: product.startingPrice,
    stock: product.stock,
    views: product.views,
    denominations: product.denominations,
    lead_days: product.leadDays,
    images: (imagesByProduct.get(product.id) ?? []).map(
      ({ image, typeName, extension }): CatalogueImage => ({
        id: image.id,
        file_name: image.fileName,
        image_type: { name: typeName },
        image_format: { file_extension: extension },
        alt: image.alt,
        width: image.width,
        height: image.height,
      }),
    ),
    retailer_store_exclusions: (exclusionsByProduct.get(product.id) ?? []).map((e) => e.store),
  }));
}
