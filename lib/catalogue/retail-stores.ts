import "server-only";
import { isRetailStoreSlug, type RetailStore } from "../retail/stores";
import { CatalogueMissingError, readRetailStores } from "./read";

/**
 * The store record (spec 4) by slug: the one source the proxy, the layout and
 * `GET /public/retailer-stores/{storeName}` share. It comes from the published catalogue, which
 * the catalogue build writes from the database and every server reads alike; null for a slug no
 * store has, or before the catalogue is first built.
 */
export async function findRetailStore(name: string): Promise<RetailStore | null> {
  if (!isRetailStoreSlug(name)) return null;
  const stores = await readRetailStores().catch((error: unknown) => {
    if (error instanceof CatalogueMissingError) return [];
    throw error;
  });
  const record = stores.find((store) => store.name === name);
  return record
    ? { id: record.id, name, label: record.label, retailer: { ...record.retailer } }
    : null;
}
