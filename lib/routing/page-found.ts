import "server-only";
import { bagFor, stockProductIn } from "../catalogue/browse";
import { productFor } from "../catalogue/read";
import { contentPageFor, type ContentMode } from "../content/pages";
import { db } from "../db/client";
import { log } from "../log";
import { promoCodeExists } from "../promo/lookup";
import type { RetailStoreSlug } from "../retail/stores";
import { pageLookup, type PageLookup } from "./page-routes";

/**
 * Whether the thing a page address names exists in this store, asked with the very functions its
 * page renders from (so the two cannot disagree): the catalogue cache for bags, products, pieces
 * and content, the database only for a promo code in the home URL. Only those routes read
 * anything; every other page answers at once.
 */
export async function lookupFound(
  store: RetailStoreSlug,
  lookup: PageLookup,
  mode: ContentMode,
): Promise<boolean> {
  switch (lookup.kind) {
    case "page":
      return true;
    case "missing":
      return false;
    case "bag":
      return (await bagFor(store, lookup.name)) !== null;
    case "product":
      return (await productFor(store, lookup.name)) !== null;
    case "piece":
      return (await stockProductIn(store, lookup.category, lookup.name)) !== null;
    case "content":
      return (await contentPageFor(lookup.slug, mode)) !== null;
    case "campaign":
      return promoCodeExists(await db(), lookup.code);
  }
}

/**
 * The proxy's question for a page request. When the answer cannot be had (no catalogue yet, the
 * database down), the page renders and decides for itself: a shopper on a real page never gets a
 * 404 for an outage.
 */
export async function pageFound(
  store: RetailStoreSlug,
  pathname: string,
  mode: ContentMode,
): Promise<boolean> {
  const lookup = pageLookup(store, pathname);
  try {
    return await lookupFound(store, lookup, mode);
  } catch (error) {
    log().warn({ err: (error as Error).message, kind: lookup.kind }, "page lookup failed");
    return true;
  }
}
