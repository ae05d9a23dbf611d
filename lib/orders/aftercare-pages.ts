import "server-only";
import { cookies } from "next/headers";
import type { OrderRow } from "../cart/loaded-cart";
import { formatDeliveryDate } from "../calendar/days";
import { db as openDb } from "../db/client";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { paymentOptions } from "../payments";
import type { ClientMethodConfig } from "../payments/types";
import type { RetailStoreSlug } from "../retail/stores";
import { aftercareOf, customerOrderRow, quoteDesignChange, type AftercareView } from "./aftercare";
import { differenceCheckoutConfig } from "./difference-checkout";
import { differenceRouteOf } from "./difference-payment";
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

/**
 * How the client pays a dearer design's difference: the order's own card, through the local form
 * or a Stripe intent for the difference (docs/adr/0374); PayPal, through a PayPal order for the
 * difference (docs/adr/0350); the wallet, financing and invoices are settled by client care.
 */
async function differencePayment(
  db: Db,
  orderId: string,
  difference: number,
): Promise<ClientMethodConfig | null> {
  const route = await differenceRouteOf(db, orderId, difference);
  if (route.kind === "paypal_order") {
    const [paypal] = paymentOptions(["paypal"]).methods;
    return paypal?.method === "paypal" ? paypal : null;
  }
  if (route.kind !== "local_card" && route.kind !== "stripe_intent") return null;
  const [config] = paymentOptions(["card"]).methods;
  return config?.method === "card" ? config : null;
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
      /** A wallet or financing order's difference: that provider's checkout (ADRs 0420, 0421). */
      checkout: Extract<ClientMethodConfig, { method: "wallet" | "financing" }> | null;
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
      payment:
        quote.difference > 0 ? await differencePayment(db, order.id, quote.difference) : null,
      checkout:
        quote.difference > 0
          ? await differenceCheckoutConfig(db, order.id, quote.difference)
          : null,
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === "not_found") return { kind: "not_found" };
    return { kind: "refused", message: error.message, orderNumber: order.number };
  }
}
