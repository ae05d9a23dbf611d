import * as pg from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, parent, updatedAt } from "./columns";
import { configuredProducts } from "./configured";
import { customers } from "./customers";
import { products } from "./products";

export const wishlists = pg.pgTable(
  "wishlists",
  {
    id: id(),
    customerId: parent("customer_id", () => customers.id),
    productId: pg.uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    configuredProductId: pg.uuid("configured_product_id").references(() => configuredProducts.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("wishlists_customer").on(t.customerId),
    // Two partial indexes: with one index over both columns, the null in the other column would
    // make every row distinct and let the same item in twice.
    pg
      .uniqueIndex("wishlists_unique_product")
      .on(t.customerId, t.productId)
      .where(sql`${t.productId} is not null`),
    pg
      .uniqueIndex("wishlists_unique_design")
      .on(t.customerId, t.configuredProductId)
      .where(sql`${t.configuredProductId} is not null`),
    pg.check("wishlists_one_item", sql`num_nonnulls(${t.productId}, ${t.configuredProductId}) = 1`),
  ],
);

export const contentPages = pg.pgTable("content_pages", {
  id: id(),
  /** Path below the site root without leading slash, e.g. `craft`, `journey/hbscny`. */
  slug: pg.text("slug").notNull().unique(),
  /** content, campaign, journey, legal ... */
  collection: pg.text("collection").notNull(),
  title: pg.text("title").notNull(),
  /** Markdown. */
  body: pg.text("body").notNull(),
  heroImage: pg.text("hero_image"),
  productionReady: pg.boolean("production_ready").notNull().default(false),
  global: pg.boolean("global").notNull().default(false),
  published: pg.boolean("published").notNull().default(false),
  private: pg.boolean("private").notNull().default(false),
  metaTitle: pg.text("meta_title").notNull().default(""),
  metaDescription: pg.text("meta_description").notNull().default(""),
  metaKeywords: pg.text("meta_keywords").notNull().default(""),
  publishedAt: pg.timestamp("published_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
