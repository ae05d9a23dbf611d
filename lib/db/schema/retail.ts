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

/**
 * Issue 25: a browser staff enrolled as one store's kiosk. Only such a browser may ask for an
 * associate's PIN. The browser holds the credential in a sealed cookie; the database keeps its
 * hash, so a copy of the table signs in no kiosk. A row made by `npm run kiosks -- enroll` waits
 * for its one-time code (hashed too) until a browser redeems it.
 */
export const kioskDevices = pg.pgTable(
  "kiosk_devices",
  {
    id: id(),
    retailStoreId: link("retail_store_id", () => retailStores.id),
    label: pg.text("label").notNull(),
    /** sha256 of the browser's credential; null while the enrollment code is unredeemed. */
    credentialHash: pg.text("credential_hash").unique(),
    /** sha256 of the one-time enrollment code; null once redeemed (or for a direct enrollment). */
    enrollmentCodeHash: pg.text("enrollment_code_hash").unique(),
    enrollmentExpiresAt: pg.timestamp("enrollment_expires_at", { withTimezone: true }),
    /** Who enrolled it: a staff member's address, or the operator's command. */
    createdBy: pg.text("created_by").notNull(),
    createdAt: createdAt(),
    enrolledAt: pg.timestamp("enrolled_at", { withTimezone: true }),
    revokedAt: pg.timestamp("revoked_at", { withTimezone: true }),
    lastSeenAt: pg.timestamp("last_seen_at", { withTimezone: true }),
  },
  (t) => [pg.index("kiosk_devices_store").on(t.retailStoreId)],
);
