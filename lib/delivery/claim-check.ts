import "server-only";
import type { DeliveryClaimCheck } from "../catalogue/build";
import { claimHoldsFor } from "./claim";
import { readQueue } from "./queue";

/**
 * The check every catalogue build publishes the claim with: the slowest bag on sale against the
 * atelier's queue read now (not this process's cached copy: the published answer stands until
 * the next build).
 */
export const deliveryClaimHolds: DeliveryClaimCheck = async (db, bags, now) =>
  claimHoldsFor(bags, await readQueue(db, now), now);
