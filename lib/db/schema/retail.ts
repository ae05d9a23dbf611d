import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

export const retailers = pgTable("retailers", {
  id: id(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  createdAt: createdAt(),
});

export const retailStores = pgTable("retail_stores", {
  id: id(),
  /** The store slug, e.g. `web`, `dept-westchester`. */
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  retailerId: uuid("retailer_id")
    .notNull()
    .references(() => retailers.id),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const salesAssociates = pgTable("sales_associates", {
  id: id(),
  userName: text("user_name").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** How the header and receipts name them, e.g. "Julia M." */
  displayName: text("display_name").notNull().default(""),
  /** argon2id hash of the associate's PIN; without one the associate cannot sign in to a cart. */
  pinHash: text("pin_hash"),
  retailStoreId: uuid("retail_store_id")
    .notNull()
    .references(() => retailStores.id),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** Stylists of the stylist channel; checkout on the stylist store names one (by name or code). */
export const stylists = pgTable(
  "stylists",
  {
    id: id(),
    /** Short code stylists give their clients, stored upper-case, e.g. `CLAURENT`. */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  // Clients type codes in any case: one code may never name two stylists.
  (t) => [uniqueIndex("stylists_code_lower").on(sql`lower(${t.code})`)],
);
