import "server-only";
import { db as openDb } from "../db/client";
import { DomainError } from "../errors";
import type { RetailStoreSlug } from "../retail/stores";
import {
  guestRepairDecision,
  guestRepairRequest,
  guestRepairs,
  repairPhoto,
  type RepairRequest,
} from "./repairs";
import { trackedOrderId } from "./tracking";

/**
 * Issue 38 for guests: the order a live tracking grant names (/orders/track) is the only one
 * whose repairs a guest may see, ask for, answer or whose photos they may see. No grant, an ended
 * one, another store's, or another order's repair: the caller answers 404.
 */

export async function trackedRepairs(store: RetailStoreSlug, cookie: string | undefined) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  return orderId ? guestRepairs(db, orderId) : null;
}

async function grantedOrder(store: RetailStoreSlug, cookie: string | undefined) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  if (!orderId) throw DomainError.notFound("Order");
  return { db, orderId };
}

export async function askTrackedRepair(
  store: RetailStoreSlug,
  cookie: string | undefined,
  request: Omit<RepairRequest, "orderId">,
) {
  const { db, orderId } = await grantedOrder(store, cookie);
  return guestRepairRequest(db, { ...request, orderId });
}

export async function decideTrackedRepair(
  store: RetailStoreSlug,
  cookie: string | undefined,
  input: { number: string; decision: "accept" | "decline" },
) {
  const { db, orderId } = await grantedOrder(store, cookie);
  return guestRepairDecision(db, { ...input, orderId });
}

export async function trackedRepairPhoto(
  store: RetailStoreSlug,
  cookie: string | undefined,
  photoId: string,
) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  return orderId ? repairPhoto(db, { kind: "tracked", orderId }, photoId) : null;
}
