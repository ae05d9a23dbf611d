import "server-only";
import { and, asc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import { mailOutbox, orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { placeholderAs, reusedSql, reusedStatement, type Reader } from "../db/prepared";
import { log } from "../log";
import { mailConfig, sendMail, type MailConfig, type MailMessage } from "./transport";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A crashed send is tried again after this long (the claim's lease). */
const LEASE_MS = 30_000;
/** Then it is marked failed and stays visible for client care. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down is not hammered. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** Queues a written mail, in the caller's transaction when it is given one. */
export async function queueMail(db: Db | Tx, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: "message",
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    listUnsubscribe: message.listUnsubscribe ?? null,
    subject: message.subject,
    body: message.text,
  });
}

/**
 * Queues the order's confirmation in the transaction that places it, once the order is placed
 * (the statement checks, so it may travel with the one that numbers the order); rendered from
 * the order when sent. A replay of placeOrder queues nothing new (one confirmation per order).
 */
export async function queueOrderConfirmation(tx: Tx, orderId: string, to: string): Promise<void> {
  await confirmation(tx).execute({ orderId, to });
}

const column = (name: string) => sql.identifier(name);

/** Built once (lib/db/prepared.ts): it is sent with every order placed. */
const confirmation = reusedSql(
  "queue_order_confirmation",
  sql`insert into ${mailOutbox} (${column(mailOutbox.kind.name)}, ${column(mailOutbox.orderId.name)}, ${column(mailOutbox.toAddress.name)})
    select 'order_confirmation', ${orders.id}, ${sql.placeholder("to")}::text from ${orders}
    where ${orders.id} = ${sql.placeholder("orderId")} and ${orders.status} in ('placed', 'paid')
    on conflict do nothing`,
);

/** Renders a mail whose text is made at send time (the order confirmation); null: drop it. */
export type RenderMail = (db: Db, row: OutboxRow) => Promise<MailMessage | null>;

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Sends the mails that are due. Each is claimed first (attempts + 1, pushed out by a lease, rows
 * other workers hold are skipped), so several servers share the work and a crash mid-send only
 * delays the mail. A failure is kept with its error and retried with backoff.
 */
export async function deliverDueMails(
  db: Db,
  render: RenderMail,
  options: { now?: Date; limit?: number; config?: MailConfig } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const config = options.config ?? mailConfig();
  // "Due" is judged on the database's clock: a row queued a microsecond ago carries the
  // database's time, and the app's millisecond clock can still read earlier than that.
  const clock = options.now
    ? sql`${options.now.toISOString()}::timestamptz`
    : sql`clock_timestamp()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, clock)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(options.limit ?? 20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`${clock} + make_interval(secs => ${LEASE_MS / 1000})`,
    })
    .where(inArray(mailOutbox.id, due))
    // The database's microseconds: two mails queued in one millisecond still have an order.
    .returning({
      ...getTableColumns(mailOutbox),
      queuedAt: sql<number>`extract(epoch from ${mailOutbox.createdAt}) * 1000000`.mapWith(Number),
    });
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  // RETURNING keeps no order: mails leave in the order they were queued (a second confirmation
  // after the first), now that one delivery sends a burst's mails together (issue 27).
  claimed.sort((a, b) => a.queuedAt - b.queuedAt);
  for (const row of claimed) {
    try {
      const message =
        row.kind === "message"
          ? {
              to: row.toAddress,
              replyTo: row.replyTo ?? undefined,
              listUnsubscribe: row.listUnsubscribe ?? undefined,
              subject: row.subject ?? "",
              text: row.body ?? "",
            }
          : await render(db, row);
      if (!message) {
        await settle(db, row.id, { status: "failed", lastError: "nothing to send" });
        report.failed += 1;
        continue;
      }
      const sent = await sendMail(message, config);
      await recordSent(db, row, sent.messageId);
      report.sent += 1;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await settle(db, row.id, {
        status: gaveUp ? "failed" : "pending",
        lastError: lastError.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      });
      log()[gaveUp ? "error" : "warn"](
        { err: error, mail: row.id, attempts: row.attempts },
        gaveUp ? "[mail] gave up on a mail" : "[mail] will retry a mail",
      );
      if (gaveUp) report.failed += 1;
      else report.retrying += 1;
    }
  }
  return report;
}

/** A mail sent (every mail of a burst of orders): built once (lib/db/prepared.ts). */
const markSentQuery = (reader: Reader) =>
  reader
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: placeholderAs("at", mailOutbox.sentAt),
      messageId: placeholderAs("messageId", mailOutbox.messageId),
      lastError: null,
    })
    .where(eq(mailOutbox.id, sql.placeholder("id")))
    .returning({ id: mailOutbox.id });
const markSent = reusedStatement("mail_sent", markSentQuery);

/**
 * The mail is sent: so its row says, and an order confirmation's order (`orderId` null: no
 * order). One statement (a data-modifying CTE): both or neither, in one round trip, without a
 * transaction's BEGIN and COMMIT.
 */
const markSentAndConfirmed = reusedStatement("mail_sent_confirmed", (reader) => {
  const sent = reader.$with("sent").as(markSentQuery(reader));
  return reader
    .with(sent)
    .update(orders)
    .set({ confirmationSentAt: placeholderAs("at", orders.confirmationSentAt) })
    .where(eq(orders.id, sql.placeholder("orderId")));
});

async function recordSent(db: Db, row: OutboxRow, messageId: string): Promise<void> {
  const at = new Date();
  const orderId = row.kind === "order_confirmation" ? row.orderId : null;
  if (orderId) await markSentAndConfirmed(db).execute({ id: row.id, at, messageId, orderId });
  else await markSent(db).execute({ id: row.id, at, messageId });
}

const settle = (db: Db, id: string, values: Partial<typeof mailOutbox.$inferInsert>) =>
  db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));

/** The newest mails with their status, attempts and last error (for client care). */
export async function recentMails(db: Db, limit = 50): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
}
