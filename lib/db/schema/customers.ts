import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, link, parent, updatedAt } from "./columns";
import { geoCountries, geoStates } from "./geo";
import { retailStores } from "./retail";

export const customers = pg.pgTable(
  "customers",
  {
    id: id(),
    /**
     * Stored lower-cased. One account and one guest record may share an address: a guest
     * checkout never writes into an account, and the account sees that guest's orders only
     * once its own address is proven (see `customers_account_email`, `customers_guest_email`).
     */
    email: pg.text("email").notNull(),
    firstName: pg.text("first_name").notNull().default(""),
    lastName: pg.text("last_name").notNull().default(""),
    phone: pg.text("phone"),
    hasAccount: pg.boolean("has_account").notNull().default(false),
    /** `staff` may preview unpublished content; set in the database only, never from a request. */
    role: pg
      .text("role", { enum: ["customer", "staff"] })
      .notNull()
      .default("customer"),
    /** argon2id (PHC string); older rows may hold scrypt, rehashed at the next sign-in. Null for guests. */
    passwordHash: pg.text("password_hash"),
    /** When the guest record became an account; guest history before it stays hidden until verified. */
    accountCreatedAt: pg.timestamp("account_created_at", { withTimezone: true }),
    /** Set when the owner confirmed the current address through a link mailed after it was set. */
    emailVerifiedAt: pg.timestamp("email_verified_at", { withTimezone: true }),
    /** When the current address was set (null: at creation); older links to it count for nothing. */
    emailSetAt: pg.timestamp("email_set_at", { withTimezone: true }),
    retailStoreId: pg.uuid("retail_store_id").references(() => retailStores.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("customers_role", sql`${t.role} in ('customer', 'staff')`),
    pg
      .uniqueIndex("customers_account_email")
      .on(t.email)
      .where(sql`${t.hasAccount}`),
    pg
      .uniqueIndex("customers_guest_email")
      .on(t.email)
      .where(sql`not ${t.hasAccount}`),
  ],
);

/** Api tokens are stored as SHA-256 hashes; the plain token is shown once. */
export const apiTokens = pg.pgTable(
  "api_tokens",
  {
    id: id(),
    customerId: parent("customer_id", () => customers.id),
    tokenHash: pg.text("token_hash").notNull().unique(),
    lastUsedAt: pg.timestamp("last_used_at", { withTimezone: true }),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("api_tokens_customer").on(t.customerId)],
);

export const MAIL_TOKEN_PURPOSES = [
  "reset",
  "verify",
  "email_change",
  "email_undo",
  "newsletter",
  // Issue 25: finishes a sign-in from a client address locked by many failures.
  "sign_in",
] as const;

/**
 * Single-use mailed links, stored hashed. A token names the account it was issued for, the
 * address it was sent to (`email`) and its purpose; `accountEmail` is the account's address when
 * it was issued, and the token works only while the account still has that address. Newsletter
 * confirmations have no account.
 */
export const passwordResets = pg.pgTable(
  "password_resets",
  {
    id: id(),
    email: pg.text("email").notNull(),
    purpose: pg.text("purpose", { enum: MAIL_TOKEN_PURPOSES }).notNull().default("reset"),
    customerId: pg.uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    accountEmail: pg.text("account_email"),
    tokenHash: pg.text("token_hash").notNull().unique(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: pg.timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("password_resets_customer").on(t.customerId, t.purpose),
    pg.index("password_resets_email").on(t.email, t.purpose),
  ],
);

/**
 * A sign-up waiting for its address to be proven: the account is made only when the link mailed
 * to the address is opened, so sign-up answers alike whether or not the address is known.
 */
export const signupRequests = pg.pgTable(
  "signup_requests",
  {
    id: id(),
    email: pg.text("email").notNull(),
    firstName: pg.text("first_name").notNull(),
    lastName: pg.text("last_name").notNull(),
    passwordHash: pg.text("password_hash").notNull(),
    newsletter: pg.boolean("newsletter").notNull().default(false),
    retailStoreId: pg.uuid("retail_store_id").references(() => retailStores.id),
    tokenHash: pg.text("token_hash").notNull().unique(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: pg.timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("signup_requests_email").on(t.email)],
);

/**
 * Sign-in throttles, shared by every app server: failures per key (an account's e-mail or a
 * client address) in a rolling window, and a lock once there are too many.
 */
export const authThrottles = pg.pgTable("auth_throttles", {
  key: pg.text("key").primaryKey(),
  failures: pg.integer("failures").notNull().default(0),
  windowStartedAt: pg.timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: pg.timestamp("locked_until", { withTimezone: true }),
});

export const customerAddresses = pg.pgTable(
  "customer_addresses",
  {
    id: id(),
    customerId: parent("customer_id", () => customers.id),
    kind: pg.text("kind", { enum: ["shipping", "billing"] }).notNull(),
    firstName: pg.text("first_name").notNull(),
    lastName: pg.text("last_name").notNull(),
    line1: pg.text("line1").notNull(),
    line2: pg.text("line2"),
    city: pg.text("city").notNull(),
    postalCode: pg.text("postal_code").notNull(),
    geoStateId: pg.uuid("geo_state_id").references(() => geoStates.id),
    geoCountryId: link("geo_country_id", () => geoCountries.id),
    phone: pg.text("phone"),
    isDefault: pg.boolean("is_default").notNull().default(false),
    /** Removed by the customer but kept for the orders that shipped to it. */
    archivedAt: pg.timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("customer_addresses_customer").on(t.customerId),
    // At most one default among the addresses a customer still has.
    pg
      .uniqueIndex("customer_addresses_one_default")
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.archivedAt} is null`),
  ],
);

/** Double opt-in: an address receives newsletters only once confirmed and until unsubscribed. */
export const newsletterSignups = pg.pgTable("newsletter_signups", {
  id: id(),
  email: pg.text("email").notNull().unique(),
  retailStoreId: pg.uuid("retail_store_id").references(() => retailStores.id),
  confirmedAt: pg.timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: pg.timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const appointmentRequests = pg.pgTable("appointment_requests", {
  id: id(),
  name: pg.text("name").notNull(),
  email: pg.text("email").notNull(),
  phone: pg.text("phone"),
  preferredAt: pg.timestamp("preferred_at", { withTimezone: true }),
  message: pg.text("message"),
  retailStoreId: pg.uuid("retail_store_id").references(() => retailStores.id),
  createdAt: createdAt(),
});
