import { notFound } from "next/navigation";
import { isRetailStoreSlug, type RetailStoreSlug } from "./stores";

export type StoreParams = Promise<{ store: string }>;

/** The store segment the proxy rewrote to; anything else is a 404. */
export async function storeOf(params: Promise<{ store: string }>): Promise<RetailStoreSlug> {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) notFound();
  return store;
}
