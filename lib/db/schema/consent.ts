import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { customers } from "./customers";

/**
 * Consent events (issue 37): one row per choice made, never updated, so a customer's history
 * and the proof of consent (GDPR art. 7(1)) are the same rows. A guest's choice has no customer;
 * an erased customer's rows lose theirs (set null) and keep only what was chosen and when.
 */
export const consentEvents = pg.pgTable(
  "consent_events",
  {
    id: id(),
    customerId: pg.uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The optional categories granted, sorted (necessary is always on and not listed). */
    categories: pg.text("categories").array().notNull(),
    policyVersion: pg.integer("policy_version").notNull(),
    /** banner, gpc, do-not-sell or kiosk. */
    source: pg.text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("consent_events_customer").on(t.customerId, t.createdAt)],
);
