/**
 * The mail outbox as client care sees it: the newest mails with their status, attempts and last
 * error (`npm run mail:outbox`; add `--send` to deliver what is due now, as the server's timer does).
 */
import { openDatabase } from "../lib/db/open";
import { renderOrderConfirmation } from "../lib/checkout/confirmation-mail";
import { deliverDueMails, recentMails } from "../lib/mail/outbox";

async function main() {
  const database = await openDatabase();
  try {
    if (process.argv.includes("--send")) {
      console.log(await deliverDueMails(database.db, renderOrderConfirmation));
    }
    const rows = await recentMails(database.db);
    console.table(
      rows.map((row) => ({
        created: row.createdAt.toISOString(),
        kind: row.kind,
        to: row.toAddress,
        status: row.status,
        attempts: row.attempts,
        next: row.status === "pending" ? row.nextAttemptAt.toISOString() : "",
        error: row.lastError ?? "",
      })),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
