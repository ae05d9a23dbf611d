import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { orders } from "./orders";

/**
 * The durable mail outbox: a mail is a row first (in the same transaction as what it reports),
 * then a worker sends it with retries. Nothing is lost to a crash or a mail server that is down,
 * and every mail's status, attempts and last error can be read.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** `message`: subject and body stored; `order_confirmation`: rendered from the order at send. */
    kind: text("kind", { enum: ["message", "order_confirmation"] }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject"),
    body: text("body"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the worker may (re)try; a claim pushes it out by a lease, so a crash retries later. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: text("message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due").on(t.status, t.nextAttemptAt),
    // One confirmation per order, however often placeOrder is replayed.
    uniqueIndex("mail_outbox_one_confirmation")
      .on(t.orderId)
      .where(sql`${t.kind} = 'order_confirmation'`),
    check(
      "mail_outbox_content",
      sql`(${t.kind} = 'message' and ${t.subject} is not null and ${t.body} is not null) or (${t.kind} = 'order_confirmation' and ${t.orderId} is not null)`,
    ),
  ],
);
