import "server-only";
import { cookies } from "next/headers";
import type { OrderRow } from "../cart/loaded-cart";
import { formatDeliveryDate } from "../calendar/days";
import { db as openDb } from "../db/client";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { paymentOptions } from "../payments";
import { PAYMENT_METHODS, type ClientMethodConfig, type PaymentMethod } from "../payments/types";
import type { RetailStoreSlug } from "../retail/stores";
import { payments } from "../db/schema";
import { and, asc, eq } from "drizzle-orm";
import { aftercareOf, customerOrderRow, quoteDesignChange, type AftercareView } from "./aftercare";
import { TRACK_COOKIE, trackedOrderRow } from "./tracking";

/**
 * Issue 38, for the pages (which never open the database): the order page's and guest
 * tracking's aftercare panel, and the review of a design change with its price worked out on
 * the server.
 */
export type AftercareTarget =
  | { kind: "customer"; customerId: string; orderId: string }
  | { kind: "tracked"; store: RetailStoreSlug; cookie: string | undefined };

type TrackedTarget = Extract<AftercareTarget, { kind: "tracked" }>;

/** The order this browser tracks in `store`: its tracking cookie, as the guest's pages read it. */
export async function trackedTarget(store: RetailStoreSlug): Promise<TrackedTarget> {
  return { kind: "tracked", store, cookie: (await cookies()).get(TRACK_COOKIE)?.value };
}

async function orderOf(db: Db, target: AftercareTarget): Promise<OrderRow | null> {
  return target.kind === "customer"
    ? customerOrderRow(db, target.customerId, target.orderId)
    : trackedOrderRow(db, target.store, target.cookie);
}

/** The panel's data, or null when the order is not the reader's. */
export async function aftercarePanelFor(target: AftercareTarget): Promise<AftercareView | null> {
  const db = await openDb();
  const order = await orderOf(db, target);
  return order ? aftercareOf(db, order) : null;
}

const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/** How the client pays a dearer design's difference: the order's own method, when it can. */
async function differencePayment(db: Db, orderId: string): Promise<ClientMethodConfig | null> {
  const [first] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "captured")))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!first || !isMethod(first.provider)) return null;
  const [config] = paymentOptions([first.provider]).methods;
  // Only the local card form takes a payment for a sum other than the order's today; a live
  // provider's difference is settled by client care (docs/adr/0344).
  return config?.method === "card" && config.mode === "local" ? config : null;
}

export type ChangeReview =
  | { kind: "not_found" }
  | { kind: "refused"; message: string; orderNumber: string | null }
  | {
      kind: "quote";
      orderNumber: string | null;
      label: string;
      lineId: string;
      designId: string;
      paidPrice: number;
      newPrice: number;
      paidTotal: number;
      newTotal: number;
      difference: number;
      promisedBefore: string | null;
      promisedAfter: string | null;
      windowMessage: string;
      /** Null when a dearer difference cannot be paid online for this order. */
      payment: ClientMethodConfig | null;
    };

/** The review of a change: the server's figures, or why it cannot be made. */
export async function changeReviewFor(
  target: AftercareTarget,
  lineId: string,
  designId: string,
): Promise<ChangeReview> {
  const db = await openDb();
  const order = await orderOf(db, target);
  if (!order) return { kind: "not_found" };
  try {
    const [quote, view] = await Promise.all([
      quoteDesignChange(db, order, { lineId, configuredProductId: designId }),
      aftercareOf(db, order),
    ]);
    return {
      kind: "quote",
      orderNumber: order.number,
      label: quote.label,
      lineId,
      designId,
      paidPrice: quote.paidPrice,
      newPrice: quote.newPrice,
      paidTotal: quote.paidTotal,
      newTotal: quote.newTotal,
      difference: quote.difference,
      promisedBefore: quote.promisedBefore && formatDeliveryDate(quote.promisedBefore),
      promisedAfter: quote.promisedAfter && formatDeliveryDate(quote.promisedAfter),
      windowMessage: view.window.message,
      payment: quote.difference > 0 ? await differencePayment(db, order.id) : null,
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === "not_found") return { kind: "not_found" };
    return { kind: "refused", message: error.message, orderNumber: order.number };
  }
}
