import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { aftercareEventColumns } from "./aftercare-events";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from "./enums";
import { orderItems, orders } from "./orders";
import { products } from "./products";
import { salesAssociates } from "./retail";

/**
 * A return authorisation: the client sends stock pieces of one delivered order back, for a
 * refund or another size or colour of the same piece. `number` is printed on the label's QR code.
 */
export const orderReturns = pg.pgTable(
  "order_returns",
  {
    id: id(),
    /** RA-7K3M9Q2P: shown, mailed and scanned by the warehouse. */
    number: pg.text("number").notNull().unique(),
    orderId: parent("order_id", () => orders.id),
    status: pg.text("status", { enum: RETURN_STATUSES }).notNull().default("requested"),
    resolution: pg.text("resolution", { enum: RETURN_RESOLUTIONS }).notNull(),
    reason: pg.text("reason", { enum: RETURN_REASONS }).notNull(),
    /** The client's own words, optional; shown to client care and the warehouse. */
    clientNote: pg.text("client_note"),
    /** The warehouse's or client care's note on the inspection; a refusal's is shown to the client. */
    inspectionNote: pg.text("inspection_note"),
    /** What an accepted refund gives back, in cents (the lines less their share of the promo). */
    refundAmount: cents("refund_amount").notNull().default(0),
    /** `online` (the client) or `kiosk` (an associate at the counter, with PIN). */
    channel: pg
      .text("channel", { enum: ["online", "kiosk"] })
      .notNull()
      .default("online"),
    salesAssociateId: pg.uuid("sales_associate_id").references(() => salesAssociates.id),
    /** The form's own key: a second submission of the same form answers the first return. */
    requestKey: pg.text("request_key").notNull(),
    /** An exchange's replacement, shipped when the return is accepted. */
    exchangeCarrier: pg.text("exchange_carrier"),
    exchangeTrackingNumber: pg.text("exchange_tracking_number"),
    requestedAt: pg.timestamp("requested_at", { withTimezone: true }).notNull(),
    receivedAt: pg.timestamp("received_at", { withTimezone: true }),
    inspectedAt: pg.timestamp("inspected_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("order_returns_request_once").on(t.orderId, t.requestKey),
    pg.index("order_returns_open").on(t.status, t.requestedAt),
  ],
);

/** A line sent back: a quantity of one order line, and for an exchange the piece sent instead. */
export const orderReturnLines = pg.pgTable(
  "order_return_lines",
  {
    id: id(),
    returnId: parent("return_id", () => orderReturns.id),
    orderItemId: link("order_item_id", () => orderItems.id),
    quantity: pg.integer("quantity").notNull(),
    /** The exchange's piece, taken off the shelf when the return was requested. */
    exchangeProductId: pg.uuid("exchange_product_id").references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("order_return_lines_return").on(t.returnId),
    pg.index("order_return_lines_item").on(t.orderItemId),
    pg.check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * Every step and every action on a return, by whom: the order's aftercare history that client
 * care reads (the client sees the steps, never the staff's notes on an approval).
 */
export const orderReturnEvents = pg.pgTable(
  "order_return_events",
  {
    id: id(),
    returnId: parent("return_id", () => orderReturns.id),
    kind: pg
      .text("kind", {
        enum: [
          "requested",
          "received",
          "accepted",
          "refused",
          "refund_recorded",
          "exchange_shipped",
          "restocked",
          "note",
        ],
      })
      .notNull(),
    ...aftercareEventColumns(),
  },
  (t) => [pg.index("order_return_events_order").on(t.orderId, t.occurredAt)],
);
