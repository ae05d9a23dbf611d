import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { geoCountries, geoStates } from "./geo";
import { retailStores } from "./retail";

export const customers = pgTable(
  "customers",
  {
    id: id(),
    /** Stored lower-cased; unique among registered and guest customers alike. */
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    hasAccount: boolean("has_account").notNull().default(false),
    /** `staff` may preview unpublished content; set in the database only, never from a request. */
    role: text("role", { enum: ["customer", "staff"] })
      .notNull()
      .default("customer"),
    /** argon2id (PHC string); older rows may hold scrypt, rehashed at the next sign-in. Null for guests. */
    passwordHash: text("password_hash"),
    /** When the guest record became an account; guest history before it stays hidden until verified. */
    accountCreatedAt: timestamp("account_created_at", { withTimezone: true }),
    /** Set when the owner confirmed the address through a mailed link. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    retailStoreId: uuid("retail_store_id").references(() => retailStores.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("customers_role", sql`${t.role} in ('customer', 'staff')`)],
);

/** Api tokens are stored as SHA-256 hashes; the plain token is shown once. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_customer").on(t.customerId)],
);

/** Single-use mailed links: password resets and e-mail confirmations, stored hashed. */
export const passwordResets = pgTable("password_resets", {
  id: id(),
  email: text("email").notNull(),
  purpose: text("purpose", { enum: ["reset", "verify"] })
    .notNull()
    .default("reset"),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Sign-in throttles, shared by every app server: failures per key (an account's e-mail or a
 * client address) in a rolling window, and a lock once there are too many.
 */
export const authThrottles = pgTable("auth_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["shipping", "billing"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    geoStateId: uuid("geo_state_id").references(() => geoStates.id),
    geoCountryId: uuid("geo_country_id")
      .notNull()
      .references(() => geoCountries.id),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    /** Removed by the customer but kept for the orders that shipped to it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_addresses_customer").on(t.customerId),
    // At most one default among the addresses a customer still has.
    uniqueIndex("customer_addresses_one_default")
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.archivedAt} is null`),
  ],
);

export const newsletterSignups = pgTable("newsletter_signups", {
  id: id(),
  email: text("email").notNull().unique(),
  retailStoreId: uuid("retail_store_id").references(() => retailStores.id),
  createdAt: createdAt(),
});

export const appointmentRequests = pgTable("appointment_requests", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  preferredAt: timestamp("preferred_at", { withTimezone: true }),
  message: text("message"),
  retailStoreId: uuid("retail_store_id").references(() => retailStores.id),
  createdAt: createdAt(),
});
