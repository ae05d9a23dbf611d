import "server-only";
import { inArray, lt } from "drizzle-orm";
import { orderRepairPhotos } from "../db/schema";
import type { Db } from "../db/types";
import { log } from "../log";
import { photoStore, type PhotoStore } from "../storage/repair-photos";

/**
 * Issue 38: the repair photo store and the rows that name its objects are not one transaction
 * (ADRs 0348, 0403). A request writes its photos before its transaction and removes them if it
 * fails, but a crash between the two, or a removal that fails, leaves bytes that no row names;
 * an erasure removes bytes after its commit and can stop half-way. This sweep deletes such
 * objects, and reports rows whose object is gone (a photo the client and client care can no
 * longer open), for the operator: it never deletes a row.
 */

/**
 * An object younger than this may belong to a request still in flight: its bytes are written
 * before the transaction that names them. A request is bounded by the database's and the
 * store's timeouts (seconds), so an hour is far beyond any of them.
 */
const SWEEP_GRACE_MS = 60 * 60_000;

type PhotoSweepReport = {
  /** Objects the store listed. */
  listed: number;
  /** Keys of objects no row names, older than the grace period: removed (or would be). */
  orphans: string[];
  /** Orphans whose removal failed; the next sweep tries again. */
  failed: number;
  /** Rows whose object the store no longer has. */
  missing: { repairId: string; photoId: string; key: string }[];
};

/** Keys per query of the rows, well below PostgreSQL's limit on a statement's parameters. */
const CHUNK = 500;

export async function sweepRepairPhotos(
  db: Db,
  options: { now?: Date; graceMs?: number; dryRun?: boolean; store?: PhotoStore } = {},
): Promise<PhotoSweepReport> {
  const store = options.store ?? photoStore();
  const started = options.now ?? new Date();
  const cutoff = new Date(started.getTime() - (options.graceMs ?? SWEEP_GRACE_MS));
  const report: PhotoSweepReport = { listed: 0, orphans: [], failed: 0, missing: [] };
  const seen = new Set<string>();

  for await (const page of store.list()) {
    report.listed += page.length;
    for (const object of page) seen.add(object.key);
    const old = page.filter((object) => object.modifiedAt < cutoff).map((object) => object.key);
    for (let at = 0; at < old.length; at += CHUNK) {
      const keys = old.slice(at, at + CHUNK);
      // Read after the object was listed: a row committed since then is seen, so a photo whose
      // request finished in the meantime is never taken for an orphan.
      const named = await db
        .select({ key: orderRepairPhotos.storageKey })
        .from(orderRepairPhotos)
        .where(inArray(orderRepairPhotos.storageKey, keys));
      const kept = new Set(named.map((row) => row.key));
      const orphans = keys.filter((key) => !kept.has(key));
      report.orphans.push(...orphans);
      if (options.dryRun) continue;
      const results = await Promise.allSettled(orphans.map((key) => store.remove(key)));
      report.failed += results.filter((result) => result.status === "rejected").length;
    }
  }

  // Only rows older than the grace period: their object was written before the row committed,
  // long before the listing began, so it must be in it unless it was lost. (The margin also
  // covers a clock difference between this server and the database, which dates the rows.)
  const rows = await db
    .select({
      repairId: orderRepairPhotos.repairId,
      photoId: orderRepairPhotos.id,
      key: orderRepairPhotos.storageKey,
    })
    .from(orderRepairPhotos)
    .where(lt(orderRepairPhotos.createdAt, cutoff));
  report.missing = rows.filter((row) => !seen.has(row.key));

  if (report.orphans.length > 0 || report.missing.length > 0) {
    // Keys and ids name no person; they are what an operator needs to look further.
    log().warn(
      {
        orphans: report.orphans.length,
        failed: report.failed,
        missing: report.missing.map((row) => row.key),
      },
      "[repairs] photo sweep: objects no row names, and rows without their object",
    );
  }
  return report;
}
