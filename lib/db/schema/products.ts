import { boolean, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, updatedAt } from "./columns";
import { retailStores } from "./retail";

/** custom-handbag (configurable), stock, gift-card, gift-box, mask. */
export const productTypes = pgTable("product_types", {
  id: id(),
  name: text("name").notNull().unique(),
});

/** limited-edition, sample-sale, collection ... */
export const productCategories = pgTable("product_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  description: text("description").notNull().default(""),
  sort: integer("sort").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: id(),
    /** URL slug. */
    name: text("name").notNull().unique(),
    label: text("label").notNull(),
    description: text("description").notNull().default(""),
    productTypeId: uuid("product_type_id")
      .notNull()
      .references(() => productTypes.id),
    categoryId: uuid("category_id").references(() => productCategories.id),
    enabled: boolean("enabled").notNull().default(true),
    startingPrice: cents("starting_price").notNull(),
    /** Units on hand for stock products; null means made to order (no limit). */
    stock: integer("stock"),
    sku: text("sku"),
    /** Gift cards only: the amounts offered, in cents. */
    denominations: integer("denominations").array(),
    /** Configurator views in display order, e.g. front, side. */
    views: text("views").array().notNull().default([]),
    /** Free-form facts shown on the product page (dimensions, care ...). */
    details: text("details").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("products_type").on(t.productTypeId), index("products_category").on(t.categoryId)],
);

export const imageTypes = pgTable("image_types", {
  id: id(),
  /** product-thumbnail, product-thumbnail-cart, gallery ... */
  name: text("name").notNull().unique(),
});

export const imageFormats = pgTable("image_formats", {
  id: id(),
  fileExtension: text("file_extension").notNull().unique(),
  mimeType: text("mime_type").notNull(),
});

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageTypeId: uuid("image_type_id")
      .notNull()
      .references(() => imageTypes.id),
    imageFormatId: uuid("image_format_id")
      .notNull()
      .references(() => imageFormats.id),
    /** Without extension; spaces become + in the URL. */
    fileName: text("file_name").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_images_product").on(t.productId)],
);

export const productStoreExclusions = pgTable(
  "product_store_exclusions",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    retailStoreId: uuid("retail_store_id")
      .notNull()
      .references(() => retailStores.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.retailStoreId] })],
);

export const giftBoxes = pgTable("gift_boxes", {
  id: id(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  description: text("description").notNull().default(""),
  price: cents("price").notNull(),
  imageFileName: text("image_file_name").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});
