import * as pg from "drizzle-orm/pg-core";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { configuredProducts } from "./configured";
import { orderItems, orders, payments } from "./orders";

/**
 * Issue 38: a client changes the design of a made-to-order line before cutting. One row per
 * request, written before any money moves, so a refused or lost charge stays on the books for
 * client care (and its difference charge is a `payments` row that reconciliation covers).
 */
export const orderDesignChanges = pg.pgTable(
  "order_design_changes",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    orderItemId: pg.uuid("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    fromConfiguredProductId: link("from_configured_product_id", () => configuredProducts.id),
    toConfiguredProductId: link("to_configured_product_id", () => configuredProducts.id),
    /** The line's unit price as paid, and the new design's price today. */
    paidPrice: cents("paid_price").notNull(),
    newPrice: cents("new_price").notNull(),
    /** New order total minus the old one: > 0 is charged, < 0 refunded. */
    difference: cents("difference").notNull(),
    /**
     * `pending`: recorded, the charge (if any) under way. `applied`: the order holds the new
     * design. `charge_refused`: the provider said no, nothing changed. `lost`: the atelier started
     * cutting (or the line changed) first; any money taken for it is given back.
     */
    status: pg
      .text("status", { enum: ["pending", "applied", "charge_refused", "lost"] })
      .notNull()
      .default("pending"),
    /** The difference's charge, when the new design costs more. */
    paymentId: pg.uuid("payment_id").references(() => payments.id),
    /** Why it was refused or lost, for client care. */
    note: pg.text("note"),
    promisedBefore: pg.date("promised_before", { mode: "string" }),
    promisedAfter: pg.date("promised_after", { mode: "string" }),
    /**
     * Client care closed the money of this change by hand (a refused charge followed up with
     * the client, a refused refund paid another way): off the staff strip's follow-ups.
     */
    settledAt: pg.timestamp("settled_at", { withTimezone: true }),
    /** Reconciliation asked the provider about a refused charge once (money moved after all?). */
    reconciledAt: pg.timestamp("reconciled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index("order_design_changes_order").on(t.orderId)],
);

/**
 * Issue 38: client care's actions on a design change's money (a refused difference charge, a
 * refused refund of a difference) and reconciliation's findings: the order's history of it.
 */
export const orderDesignChangeEvents = pg.pgTable(
  "order_design_change_events",
  {
    id: id(),
    changeId: parent("change_id", () => orderDesignChanges.id),
    orderId: parent("order_id", () => orders.id),
    kind: pg.text("kind", { enum: ["refund_retried", "settled", "reconciled"] }).notNull(),
    note: pg.text("note"),
    /** Who acted: `staff:<e-mail>` or `reconciliation`. */
    actor: pg.text("actor").notNull(),
    occurredAt: pg.timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_design_change_events_change").on(t.changeId, t.occurredAt)],
);
