import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { aftercareEventColumns } from "./aftercare-events";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { orderItems, orders } from "./orders";
import { REPAIR_SETTLEMENTS, REPAIR_STATUSES } from "./enums";

/**
 * Issue 38: the client asks the atelier to repair or care for a delivered made-to-order bag.
 * Client care answers with an estimate; the client accepts or declines; the atelier then reports
 * the repair's own stages (partner scope `repairs`).
 */
export const orderRepairs = pg.pgTable(
  "order_repairs",
  {
    id: id(),
    /** RP-7K3M9Q2P: shown, mailed, and named by the atelier's reports. */
    number: pg.text("number").notNull().unique(),
    orderId: parent("order_id", () => orders.id),
    orderItemId: link("order_item_id", () => orderItems.id),
    status: pg.text("status", { enum: REPAIR_STATUSES }).notNull().default("requested"),
    /** What is wrong, in the client's words. */
    description: pg.text("description").notNull(),
    /** The estimate, in minor units of `estimateCurrency`; 0 is a complimentary repair. */
    estimateAmount: cents("estimate_amount"),
    estimateCurrency: pg.text("estimate_currency"),
    estimateNote: pg.text("estimate_note"),
    /** The working days the atelier expects, from the bag's arrival. */
    estimateDays: pg.integer("estimate_days"),
    settlement: pg.text("settlement", { enum: REPAIR_SETTLEMENTS }).notNull().default("none"),
    carrier: pg.text("carrier"),
    trackingNumber: pg.text("tracking_number"),
    /** The form's own key: a second submission of the same form answers the first request. */
    requestKey: pg.text("request_key").notNull(),
    requestedAt: pg.timestamp("requested_at", { withTimezone: true }).notNull(),
    estimatedAt: pg.timestamp("estimated_at", { withTimezone: true }),
    decidedAt: pg.timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("order_repairs_request_once").on(t.orderId, t.requestKey),
    pg.index("order_repairs_open").on(t.status, t.requestedAt),
    pg.check(
      "order_repairs_estimate_whole",
      sql`(${t.estimateAmount} is null) = (${t.estimateCurrency} is null) and (${t.estimateAmount} is null or ${t.estimateAmount} >= 0)`,
    ),
  ],
);

/** A photo the client sent: re-encoded JPEG, kept under DATA_DIR/repairs or in the S3 store. */
export const orderRepairPhotos = pg.pgTable(
  "order_repair_photos",
  {
    id: id(),
    repairId: parent("repair_id", () => orderRepairs.id),
    /** The object's key in the store (never a client's file name). */
    storageKey: pg.text("storage_key").notNull(),
    bytes: pg.integer("bytes").notNull(),
    width: pg.integer("width").notNull(),
    height: pg.integer("height").notNull(),
    position: pg.integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_repair_photos_repair").on(t.repairId, t.position)],
);

/** Every step and action on a repair, by whom: part of the order's aftercare history. */
export const orderRepairEvents = pg.pgTable(
  "order_repair_events",
  {
    id: id(),
    repairId: parent("repair_id", () => orderRepairs.id),
    kind: pg
      .text("kind", {
        enum: [
          "requested",
          "estimated",
          "accepted",
          "declined",
          "received_at_atelier",
          "in_repair",
          "shipped_back",
          "done",
          "settled",
          "note",
        ],
      })
      .notNull(),
    ...aftercareEventColumns(),
  },
  (t) => [pg.index("order_repair_events_order").on(t.orderId, t.occurredAt)],
);
