import * as pg from "drizzle-orm/pg-core";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { retailStores } from "./retail";

/** custom-handbag (configurable), stock, gift-card, gift-box, mask. */
export const productTypes = pg.pgTable("product_types", {
  id: id(),
  name: pg.text("name").notNull().unique(),
});

/** limited-edition, sample-sale, collection ... */
export const productCategories = pg.pgTable("product_categories", {
  id: id(),
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
  description: pg.text("description").notNull().default(""),
  sort: pg.integer("sort").notNull().default(0),
});

export const products = pg.pgTable(
  "products",
  {
    id: id(),
    /** URL slug. */
    name: pg.text("name").notNull().unique(),
    label: pg.text("label").notNull(),
    description: pg.text("description").notNull().default(""),
    productTypeId: link("product_type_id", () => productTypes.id),
    categoryId: pg.uuid("category_id").references(() => productCategories.id),
    enabled: pg.boolean("enabled").notNull().default(true),
    startingPrice: cents("starting_price").notNull(),
    /** Units on hand for stock products; null means made to order (no limit). */
    stock: pg.integer("stock"),
    sku: pg.text("sku"),
    /**
     * Made-to-order bags: the atelier's working days from the start of work to the bag leaving
     * the studio, before the extras of its materials and options (lib/delivery/promise.ts).
     */
    leadDays: pg.integer("lead_days"),
    /** Gift cards only: the amounts offered, in cents. */
    denominations: pg.integer("denominations").array(),
    /** Configurator views in display order, e.g. front, side. */
    views: pg.text("views").array().notNull().default([]),
    /** Free-form facts shown on the product page (dimensions, care ...). */
    details: pg.text("details").notNull().default(""),
    sort: pg.integer("sort").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("products_type").on(t.productTypeId),
    pg.index("products_category").on(t.categoryId),
  ],
);

export const imageTypes = pg.pgTable("image_types", {
  id: id(),
  /** product-thumbnail, product-thumbnail-cart, gallery ... */
  name: pg.text("name").notNull().unique(),
});

export const imageFormats = pg.pgTable("image_formats", {
  id: id(),
  fileExtension: pg.text("file_extension").notNull().unique(),
  mimeType: pg.text("mime_type").notNull(),
});

export const productImages = pg.pgTable(
  "product_images",
  {
    id: id(),
    productId: parent("product_id", () => products.id),
    imageTypeId: link("image_type_id", () => imageTypes.id),
    imageFormatId: link("image_format_id", () => imageFormats.id),
    /** Without extension; spaces become + in the URL. */
    fileName: pg.text("file_name").notNull(),
    alt: pg.text("alt").notNull().default(""),
    width: pg.integer("width").notNull(),
    height: pg.integer("height").notNull(),
    sort: pg.integer("sort").notNull().default(0),
  },
  (t) => [pg.index("product_images_product").on(t.productId)],
);

export const productStoreExclusions = pg.pgTable(
  "product_store_exclusions",
  {
    productId: parent("product_id", () => products.id),
    retailStoreId: parent("retail_store_id", () => retailStores.id),
  },
  (t) => [pg.primaryKey({ columns: [t.productId, t.retailStoreId] })],
);

export const giftBoxes = pg.pgTable("gift_boxes", {
  id: id(),
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
  description: pg.text("description").notNull().default(""),
  price: cents("price").notNull(),
  imageFileName: pg.text("image_file_name").notNull(),
  enabled: pg.boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});
