import * as pg from "drizzle-orm/pg-core";
import { createdAt, parent } from "./columns";
import { orders } from "./orders";
import { partnerTokens } from "./production";

/**
 * What every aftercare record's history row holds beside its record and its kind (the return
 * and repair event tables, issue 38): the order it belongs to, who acted and when, and their
 * note. The lists of client care and the order's history read these columns the same way
 * (lib/orders/aftercare-records.ts); each table keeps its own kinds.
 */
export const aftercareEventColumns = () => ({
  orderId: parent("order_id", () => orders.id),
  note: pg.text("note"),
  /** Who acted: `client`, `partner` or `partner:<name>`, `staff:<e-mail>`, `associate:<user>`. */
  actor: pg.text("actor").notNull(),
  partnerTokenId: pg
    .uuid("partner_token_id")
    .references(() => partnerTokens.id, { onDelete: "set null" }),
  occurredAt: pg.timestamp("occurred_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
