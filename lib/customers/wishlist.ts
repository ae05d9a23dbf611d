import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { DomainError } from "../errors";
import type { WishlistEntry } from "./views";
import { readAllProducts } from "../catalogue/read";
import type { CatalogueProduct } from "../catalogue/types";
import { isStockProductVisible } from "../catalogue/visibility";
import { thumbnailOf } from "../cart/view";
import { imagePathOf } from "../configured-products/present";
import { configuredProducts, products, wishlists } from "../db/schema";
import type { Db } from "../db/types";
import { galleryPathOf } from "../share/mail";
import type { RetailStoreSlug } from "../retail/stores";
import type { wishlistItemSchema } from "./schemas";

export type { WishlistEntry };
type Item = z.output<typeof wishlistItemSchema>;

const WISHLIST_LIMIT = 200;
const NOT_FOUND = "We could not find that design or product.";

type Row = {
  entry: typeof wishlists.$inferSelect;
  product: { id: string; name: string; label: string } | null;
  design: { id: string; price: number } | null;
  bag: { label: string; name: string } | null;
};

function present(row: Row, catalogue: Map<string, CatalogueProduct>, store: string): WishlistEntry {
  const { entry } = row;
  if (row.design && row.bag) {
    return {
      id: entry.id,
      type: "configured_product",
      item_id: row.design.id,
      name: row.bag.name,
      label: row.bag.label,
      url: galleryPathOf(row.design.id),
      image_url: imagePathOf(row.design.id),
      price: row.design.price,
      available: true,
      created_at: entry.createdAt.toISOString(),
    };
  }
  const product = row.product!;
  const listed = catalogue.get(product.id);
  const available = Boolean(
    listed && isStockProductVisible(listed, store) && (listed.stock === null || listed.stock > 0),
  );
  return {
    id: entry.id,
    type: "product",
    item_id: product.id,
    name: product.name,
    label: listed?.label ?? product.label,
    url: `/products/${product.name}`,
    image_url: listed ? thumbnailOf(listed) : null,
    price: listed?.starting_price ?? 0,
    available,
    created_at: entry.createdAt.toISOString(),
  };
}

/** The bag a saved design is of (the products table a second time). */
const designBag = alias(products, "design_bag");

async function rows(db: Db, customerId: string, item?: Item): Promise<Row[]> {
  return db
    .select({
      entry: wishlists,
      product: { id: products.id, name: products.name, label: products.label },
      design: { id: configuredProducts.id, price: configuredProducts.price },
      bag: { label: designBag.label, name: designBag.name },
    })
    .from(wishlists)
    .leftJoin(products, eq(products.id, wishlists.productId))
    .leftJoin(configuredProducts, eq(configuredProducts.id, wishlists.configuredProductId))
    .leftJoin(designBag, eq(designBag.id, configuredProducts.productId))
    .where(
      and(
        eq(wishlists.customerId, customerId),
        item
          ? item.type === "product"
            ? eq(wishlists.productId, item.id)
            : eq(wishlists.configuredProductId, item.id)
          : undefined,
      ),
    )
    .orderBy(desc(wishlists.createdAt))
    .limit(WISHLIST_LIMIT);
}

const catalogueById = async () => new Map((await readAllProducts()).map((p) => [p.id, p]));

/** The customer's wishlist, newest first; sold-out or withdrawn pieces stay, marked unavailable. */
export async function listWishlist(
  db: Db,
  customerId: string,
  store: RetailStoreSlug,
): Promise<WishlistEntry[]> {
  const [list, catalogue] = await Promise.all([rows(db, customerId), catalogueById()]);
  return list.map((row) => present(row, catalogue, store));
}

/**
 * Adds a stock piece this store sells, or a saved design (anyone holding a design's random id
 * may open it, so they may keep it too). Adding twice changes nothing.
 */
export async function addToWishlist(
  db: Db,
  customerId: string,
  store: RetailStoreSlug,
  item: Item,
): Promise<WishlistEntry> {
  const catalogue = await catalogueById();
  if (item.type === "product") {
    const listed = catalogue.get(item.id);
    if (!listed || !isStockProductVisible(listed, store)) throw DomainError.notFound("Product");
  } else {
    const [design] = await db
      .select({ id: configuredProducts.id })
      .from(configuredProducts)
      .where(eq(configuredProducts.id, item.id))
      .limit(1);
    if (!design) throw new DomainError("not_found", NOT_FOUND, { code: "design_not_found" });
  }
  await db
    .insert(wishlists)
    .values({
      customerId,
      productId: item.type === "product" ? item.id : null,
      configuredProductId: item.type === "configured_product" ? item.id : null,
    })
    .onConflictDoNothing();
  const [row] = await rows(db, customerId, item);
  if (!row) throw new Error("wishlist entry missing after insert");
  return present(row, catalogue, store);
}

export async function removeFromWishlist(db: Db, customerId: string, item: Item): Promise<void> {
  const removed = await db
    .delete(wishlists)
    .where(
      and(
        eq(wishlists.customerId, customerId),
        item.type === "product"
          ? eq(wishlists.productId, item.id)
          : eq(wishlists.configuredProductId, item.id),
      ),
    )
    .returning({ id: wishlists.id });
  if (removed.length === 0)
    throw new DomainError("not_found", "That is not in your wishlist.", {
      code: "wishlist_item_not_found",
    });
}
