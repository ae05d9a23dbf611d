import "server-only";
import { db as openDb } from "../db/client";
import { DomainError } from "../errors";
import type { RetailStoreSlug } from "../retail/stores";
import { returnQrSvg } from "./return-qr";
import { guestReturn, guestReturnRequest, guestReturns, type ReturnRequest } from "./returns";
import { trackedOrderId } from "./tracking";

/**
 * Issue 38 for guests: the order a live tracking grant names (/orders/track) is the only one whose
 * returns a guest may see, ask for or print. No grant, an ended one, another store's, or another
 * order's return: the caller answers 404, the same as for a number that does not exist.
 */

/** What the tracked order's guest may send back, and the returns asked so far. */
export async function trackedReturns(store: RetailStoreSlug, cookie: string | undefined) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  return orderId ? guestReturns(db, orderId) : null;
}

/** One return of the tracked order with its QR code, for the printable page; null otherwise. */
export async function trackedReturn(
  store: RetailStoreSlug,
  cookie: string | undefined,
  number: string,
) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  const view = orderId ? await guestReturn(db, orderId, number) : null;
  return view ? { view, qr: await returnQrSvg(view.number) } : null;
}

/** The guest asks for a return of the tracked order: the order comes from the grant alone. */
export async function askTrackedReturn(
  store: RetailStoreSlug,
  cookie: string | undefined,
  request: Omit<ReturnRequest, "orderId" | "channel" | "associate">,
) {
  const db = await openDb();
  const orderId = await trackedOrderId(db, store, cookie);
  if (!orderId) throw DomainError.notFound("Order");
  return guestReturnRequest(db, { ...request, orderId, channel: "online", associate: null });
}
