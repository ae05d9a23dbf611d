import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { orders } from "./orders";

/**
 * The durable mail outbox: a mail is a row first (in the same transaction as what it reports),
 * then a worker sends it with retries. Nothing is lost to a crash or a mail server that is down,
 * and every mail's status, attempts and last error can be read.
 */
export const mailOutbox = pg.pgTable(
  "mail_outbox",
  {
    id: id(),
    /** `message`: subject and body stored; `order_confirmation`: rendered from the order at send. */
    kind: pg.text("kind", { enum: ["message", "order_confirmation"] }).notNull(),
    orderId: pg.uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    toAddress: pg.text("to_address").notNull(),
    replyTo: pg.text("reply_to"),
    /** A newsletter mail's one-click unsubscribe address (the List-Unsubscribe header). */
    listUnsubscribe: pg.text("list_unsubscribe"),
    subject: pg.text("subject"),
    body: pg.text("body"),
    status: pg
      .text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    lastError: pg.text("last_error"),
    /** When the worker may (re)try; a claim pushes it out by a lease, so a crash retries later. */
    nextAttemptAt: pg.timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    sentAt: pg.timestamp("sent_at", { withTimezone: true }),
    messageId: pg.text("message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("mail_outbox_due").on(t.status, t.nextAttemptAt),
    // One confirmation per order, however often placeOrder is replayed.
    pg
      .uniqueIndex("mail_outbox_one_confirmation")
      .on(t.orderId)
      .where(sql`${t.kind} = 'order_confirmation'`),
    pg.check(
      "mail_outbox_content",
      sql`(${t.kind} = 'message' and ${t.subject} is not null and ${t.body} is not null) or (${t.kind} = 'order_confirmation' and ${t.orderId} is not null)`,
    ),
  ],
);
