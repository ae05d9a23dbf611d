import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, parent } from "./columns";
import { orders } from "./orders";
import { PRODUCTION_STAGES } from "./enums";

/**
 * A partner's bearer token (the atelier, client care). Made, listed and revoked by `npm run
 * partners`; the token is printed once and only its sha256 is kept, so a copy of the table
 * authenticates nobody.
 */
export const partnerTokens = pg.pgTable("partner_tokens", {
  id: id(),
  name: pg.text("name").notNull(),
  scopes: pg.text("scopes").array().notNull(),
  tokenHash: pg.text("token_hash").notNull().unique(),
  createdBy: pg.text("created_by").notNull(),
  createdAt: createdAt(),
  lastUsedAt: pg.timestamp("last_used_at", { withTimezone: true }),
  revokedAt: pg.timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Every stage an order reached after `received` (whose date is the order's placed_at), and its
 * cancellation: the history the timeline is drawn from. A stage is reached once.
 */
export const orderStageEvents = pg.pgTable(
  "order_stage_events",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    stage: pg.text("stage", { enum: [...PRODUCTION_STAGES, "cancelled"] }).notNull(),
    /** The stage's own date as the atelier reported it (it may report the day after). */
    occurredAt: pg.timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Shipped only: the carrier's key (lib/orders/stages.ts CARRIERS) and its number. */
    carrier: pg.text("carrier"),
    trackingNumber: pg.text("tracking_number"),
    /** Cancelled only: client care's reason, kept for the books, never shown to the client. */
    note: pg.text("note"),
    partnerTokenId: pg
      .uuid("partner_token_id")
      .references(() => partnerTokens.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("order_stage_events_once").on(t.orderId, t.stage),
    pg.check(
      "order_stage_events_shipment",
      sql`(${t.stage} = 'shipped') = (${t.carrier} is not null and ${t.trackingNumber} is not null)`,
    ),
  ],
);

/**
 * A partner's `Idempotency-Key`s: the first request under a key is done and its answer kept; the
 * same key with the same request answers that again, with another request it is refused.
 */
export const partnerIdempotencyKeys = pg.pgTable(
  "partner_idempotency_keys",
  {
    id: id(),
    partnerTokenId: parent("partner_token_id", () => partnerTokens.id),
    key: pg.text("key").notNull(),
    /** sha256 of the operation and its parsed input. */
    requestHash: pg.text("request_hash").notNull(),
    /** The answer's content; null only between the work's commit and the answer being kept. */
    response: pg.jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex("partner_idempotency_keys_once").on(t.partnerTokenId, t.key)],
);

/**
 * A browser's right to see one order on the guest tracking page (issue 35): the sealed tracking
 * cookie names a grant, and the page shows the order only while its grant is here and unexpired.
 * "Forget" deletes the grant, so a copy of the cookie dies with it on every app server; expired
 * grants are purged by the jobs timer.
 */
export const orderTrackingGrants = pg.pgTable(
  "order_tracking_grants",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_tracking_grants_expires").on(t.expiresAt)],
);
