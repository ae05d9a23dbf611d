import { notFound } from "next/navigation";
import { isRetailStoreSlug, type RetailStoreSlug } from "./stores";

export type StoreParams = Promise<{ store: string }>;

/** The store segment the proxy rewrote to; anything else is a 404. */
export async function storeOf(params: Promise<{ store: string }>): Promise<RetailStoreSlug> {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) notFound();
  return store;
}

/** A page's search parameters, as Next hands them to it. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What Next hands a page under /s/[store]: its store segment and its search parameters. */
export type StorePageProps = { params: StoreParams; searchParams: SearchParams };

/** A search parameter's first value: `?line=a&line=b` reads as `a`. */
export const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
