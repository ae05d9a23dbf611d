import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, link } from "./columns";

export const retailers = pg.pgTable("retailers", {
  id: id(),
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
  createdAt: createdAt(),
});

export const retailStores = pg.pgTable("retail_stores", {
  id: id(),
  /** The store slug, e.g. `web`, `dept-westchester`. */
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
  retailerId: link("retailer_id", () => retailers.id),
  active: pg.boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const salesAssociates = pg.pgTable("sales_associates", {
  id: id(),
  userName: pg.text("user_name").notNull().unique(),
  firstName: pg.text("first_name").notNull(),
  lastName: pg.text("last_name").notNull(),
  /** How the header and receipts name them, e.g. "Julia M." */
  displayName: pg.text("display_name").notNull().default(""),
  /** argon2id hash of the associate's PIN; without one the associate cannot sign in to a cart. */
  pinHash: pg.text("pin_hash"),
  retailStoreId: link("retail_store_id", () => retailStores.id),
  active: pg.boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** Stylists of the stylist channel; checkout on the stylist store names one (by name or code). */
export const stylists = pg.pgTable(
  "stylists",
  {
    id: id(),
    /** Short code stylists give their clients, stored upper-case, e.g. `CLAURENT`. */
    code: pg.text("code").notNull().unique(),
    name: pg.text("name").notNull(),
    active: pg.boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  // Clients type codes in any case: one code may never name two stylists.
  (t) => [pg.uniqueIndex("stylists_code_lower").on(sql`lower(${t.code})`)],
);
