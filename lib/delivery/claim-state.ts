import "server-only";
import { after } from "next/server";
import { afterCatalogueChange } from "../catalogue/mutations";
import { publishedBags, readDeliveryClaim } from "../catalogue/read";
import type { Db } from "../db/types";
import { gathered } from "../shared-state/gathered";
import { log } from "../log";
import { claimHoldsFor } from "./claim";
import { deliveryClaimHolds } from "./claim-check";
import { cachedQueue, forgetCachedQueue } from "./queue";

const RECHECK_MS = 60_000;
const KEY = Symbol.for("atelier.deliveryClaimCheck");
const store = globalThis as { [KEY]?: { at: number; running: Promise<void> | null } };

/**
 * The claim on the prerendered pages is part of the published catalogue; this compares it with
 * the queue as it is now and, when they disagree, rebuilds the catalogue, which writes the new
 * claim and revalidates the pages. Called where dates are computed (a date asked for, an order
 * placed), at most once a minute per process unless `force`d. Never throws: a failed recheck
 * leaves the last published claim, and the next one tries again.
 */
export async function recheckDeliveryClaim(
  db: Db,
  options: { force?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const last = store[KEY];
  if (last?.running) return last.running;
  if (!options.force && last && now.getTime() - last.at < RECHECK_MS && now.getTime() >= last.at) {
    return;
  }
  const running = recheck(db, now).catch((error: unknown) => {
    log().warn({ err: error }, "delivery: the claim could not be rechecked");
  });
  store[KEY] = { at: now.getTime(), running };
  await running;
  store[KEY] = { at: now.getTime(), running: null };
}

async function recheck(db: Db, now: Date): Promise<void> {
  const [published, bags, snapshot] = await Promise.all([
    readDeliveryClaim(),
    publishedBags(),
    cachedQueue(db, now),
  ]);
  if (claimHoldsFor(bags, snapshot, now) === published.holds) return;
  await afterCatalogueChange(db, deliveryClaimHolds);
  log().info({ holds: !published.holds }, "delivery: the 21-day claim changed; pages revalidated");
}

/**
 * After an order is placed here: the queue is read again by the next date asked for, and the
 * claim is rechecked once the answer has gone out (the pages it revalidates are not the buyer's
 * answer). Orders placed together share one recheck, started after the last of them
 * (lib/shared-state/gathered.ts): fifty orders at once cost one or two, not fifty.
 */
export function afterOrderPlaced(db: Db): void {
  forgetCachedQueue();
  after(() => recheckAfterOrders(db));
}

const recheckAfterOrders = gathered(
  "deliveryClaim",
  async (db: Db) => {
    await recheckDeliveryClaim(db, { force: true });
    return false;
  },
  // recheckDeliveryClaim reports its own failures; nothing reaches here.
  () => undefined,
);
