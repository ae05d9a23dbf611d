import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, updatedAt } from "./columns";
import { configuredProducts } from "./configured";
import { customers } from "./customers";
import { products } from "./products";

export const wishlists = pgTable(
  "wishlists",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    configuredProductId: uuid("configured_product_id").references(() => configuredProducts.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("wishlists_customer").on(t.customerId),
    // Two partial indexes: with one index over both columns, the null in the other column would
    // make every row distinct and let the same item in twice.
    uniqueIndex("wishlists_unique_product")
      .on(t.customerId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex("wishlists_unique_design")
      .on(t.customerId, t.configuredProductId)
      .where(sql`${t.configuredProductId} is not null`),
    check("wishlists_one_item", sql`num_nonnulls(${t.productId}, ${t.configuredProductId}) = 1`),
  ],
);

export const contentPages = pgTable("content_pages", {
  id: id(),
  /** Path below the site root without leading slash, e.g. `craft`, `journey/hbscny`. */
  slug: text("slug").notNull().unique(),
  /** content, campaign, journey, legal ... */
  collection: text("collection").notNull(),
  title: text("title").notNull(),
  /** Markdown. */
  body: text("body").notNull(),
  heroImage: text("hero_image"),
  productionReady: boolean("production_ready").notNull().default(false),
  global: boolean("global").notNull().default(false),
  published: boolean("published").notNull().default(false),
  private: boolean("private").notNull().default(false),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  metaKeywords: text("meta_keywords").notNull().default(""),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
