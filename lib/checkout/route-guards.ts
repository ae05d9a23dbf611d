import "server-only";
import { notFound, redirect } from "next/navigation";
import { isKioskStore } from "../retail/kiosk";
import type { RetailStoreSlug } from "../retail/stores";
import { kioskEquivalentOf, type WebCheckoutPage } from "./kiosk-routes";

/** Kiosk stores invoice: a web checkout page there sends the shopper to its kiosk page. */
export function webCheckoutOnly(store: RetailStoreSlug, page: WebCheckoutPage, order?: unknown) {
  if (isKioskStore(store)) {
    redirect(kioskEquivalentOf(page, typeof order === "string" ? order : undefined));
  }
}

/** The kiosk pages (store registration, invoices) do not exist on the other stores. */
export function kioskCheckoutOnly(store: RetailStoreSlug) {
  if (!isKioskStore(store)) notFound();
}
