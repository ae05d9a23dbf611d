/**
 * Reconciles payments whose provider state and ours may disagree, under the same lock the
 * servers take every 5 minutes (so it never runs beside them): `npm run jobs:reconcile`. Then
 * lists the money still to give back, as client care sees it. `-- --retry <give-back id>` makes
 * a give-back left for a person due again (after the cause was fixed at the provider).
 */
import { database } from "../lib/db/client";
import { openGiveBacks, retryGiveBack } from "../lib/checkout/give-back";
import { runReconciliation } from "../lib/jobs/reconcile";

async function main() {
  try {
    const { db } = await database();
    const retry = process.argv.indexOf("--retry");
    if (retry !== -1) {
      const id = process.argv[retry + 1] ?? "";
      if (!(await retryGiveBack(db, id))) throw new Error(`No open give-back ${id}.`);
      console.log(`give-back ${id} is due again`);
    }
    const report = await runReconciliation();
    if (!report) {
      console.log("Another server is reconciling right now; nothing done.");
    } else {
      console.log(
        `orders: completed ${report.completed.length}, released ${report.released.length}, left for the next round ${report.left.length}`,
      );
      for (const id of report.left) console.log(`  left: order ${id}`);
      console.log(
        `give-backs: given back ${report.givenBack.length}, refused and kept ${report.retrying.length}, left for a person ${report.flagged.length}`,
      );
    }
    const open = await openGiveBacks(db);
    if (open.length === 0) {
      console.log("No money left to give back.");
      return;
    }
    console.log("Money still to give back (failed: a person must act, then --retry <id>):");
    console.table(
      open.map((row) => ({
        id: row.id,
        order: row.orderId,
        provider: row.provider,
        action: row.action,
        reference: row.reference,
        amount: `${(row.amount / 100).toFixed(2)} ${row.currency}`,
        reason: row.reason,
        status: row.status,
        tries: row.attempts,
        next: row.status === "pending" ? row.nextAttemptAt.toISOString() : "",
        error: row.lastError ?? "",
      })),
    );
  } finally {
    await (await database()).close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
