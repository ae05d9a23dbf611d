import "server-only";
import { sql } from "drizzle-orm";
import { reconcileStrandedOrders, type ReconcileReport } from "../checkout/reconcile";
import { database } from "../db/client";

/** Any constant shared by every server: the lock that lets one of them reconcile at a time. */
const RECONCILE_LOCK = 0x5ec0_0001;

/**
 * Runs reconciliation on one server at a time: on PostgreSQL under a transaction-scoped advisory
 * lock (released with the transaction, even if the process dies), so a server that finds it held
 * skips this round (null). The embedded database has one process by construction.
 */
export async function runReconciliation(now?: Date): Promise<ReconcileReport | null> {
  const { db, kind } = await database();
  if (kind === "pglite") return reconcileStrandedOrders(db, now);
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as locked`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      locked: boolean;
    }[];
    if (!rows[0]?.locked) return null;
    // The work runs on the pool's other connections; this transaction only holds the lock.
    return reconcileStrandedOrders(db, now);
  });
}
