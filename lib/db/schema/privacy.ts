import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { customers } from "./customers";

const PRIVACY_KINDS = ["export", "erase"] as const;
const PRIVACY_CHANNELS = ["account", "guest"] as const;
const PRIVACY_STATUSES = ["mailed", "completed"] as const;

/**
 * Issue 37: a customer's or a guest's request to download or erase their data, and its outcome:
 * the operator's log (`npm run privacy -- list`). Each request has one mailed single-use link
 * (only its hash is kept) that does the work when used. `email` is what the link acts on: it is
 * cleared once the request is done or its link has expired, so the log keeps no personal data;
 * `outcome` holds counts only ("3 orders anonymised"), never values.
 */
export const privacyRequests = pg.pgTable(
  "privacy_requests",
  {
    id: id(),
    kind: pg.text("kind", { enum: PRIVACY_KINDS }).notNull(),
    channel: pg.text("channel", { enum: PRIVACY_CHANNELS }).notNull(),
    customerId: pg.uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: pg.text("email"),
    tokenHash: pg.text("token_hash").unique(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }).notNull(),
    status: pg.text("status", { enum: PRIVACY_STATUSES }).notNull().default("mailed"),
    outcome: pg.jsonb("outcome").$type<Record<string, number>>(),
    completedAt: pg.timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check("privacy_requests_kind", sql`${t.kind} in ('export', 'erase')`),
    pg.check("privacy_requests_channel", sql`${t.channel} in ('account', 'guest')`),
    pg.index("privacy_requests_created").on(t.createdAt),
  ],
);

const FORGET_TARGETS = ["email_marketing"] as const;

/**
 * Issue 37: a third party to be told to forget an erased address, queued in the erasure's own
 * transaction and called after its commit (lib/privacy/forget.ts), retried by the jobs timer
 * until the service accepts. The address is cleared once it has been told.
 */
export const privacyForgetJobs = pg.pgTable(
  "privacy_forget_jobs",
  {
    id: id(),
    requestId: pg
      .uuid("request_id")
      .notNull()
      .references(() => privacyRequests.id, { onDelete: "cascade" }),
    target: pg.text("target", { enum: FORGET_TARGETS }).notNull(),
    email: pg.text("email"),
    status: pg
      .text("status", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    /** The service's status or the kind of failure, never the address. */
    lastError: pg.text("last_error"),
    nextAttemptAt: pg.timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    doneAt: pg.timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("privacy_forget_jobs_due").on(t.status, t.nextAttemptAt)],
);
