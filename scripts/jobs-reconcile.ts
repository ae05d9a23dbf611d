/**
 * Reconciles orders a crash left in pending_payment for more than 15 minutes, under the same
 * lock the servers take every 5 minutes (so it never runs beside them): `npm run jobs:reconcile`.
 */
import { database } from "../lib/db/client";
import { runReconciliation } from "../lib/jobs/reconcile";

async function main() {
  try {
    const report = await runReconciliation();
    if (!report) {
      console.log("Another server is reconciling right now; nothing done.");
      return;
    }
    console.log(
      `completed ${report.completed.length}, released ${report.released.length}, left for client care ${report.left.length}`,
    );
    for (const id of report.left) console.log(`  left: order ${id}`);
  } finally {
    await (await database()).close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
