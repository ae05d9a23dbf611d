import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { retailers, retailStores } from "../db/schema";
import { isRetailStoreSlug, type RetailStore } from "./stores";

const TTL_MS = 60_000;
const memo = new Map<string, { store: RetailStore | null; at: number }>();

/** The store by slug, as `GET /public/retailer-stores/{storeName}` returns it. */
export async function findRetailStore(name: string): Promise<RetailStore | null> {
  if (!isRetailStoreSlug(name)) return null;
  const hit = memo.get(name);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.store;
  const rows = await (
    await db()
  )
    .select({
      id: retailStores.id,
      name: retailStores.name,
      label: retailStores.label,
      retailerName: retailers.name,
      retailerLabel: retailers.label,
    })
    .from(retailStores)
    .innerJoin(retailers, eq(retailers.id, retailStores.retailerId))
    .where(eq(retailStores.name, name))
    .limit(1);
  const row = rows[0];
  const store: RetailStore | null =
    row && isRetailStoreSlug(row.name)
      ? {
          id: row.id,
          name: row.name,
          label: row.label,
          retailer: { name: row.retailerName, label: row.retailerLabel },
        }
      : null;
  memo.set(name, { store, at: Date.now() });
  return store;
}
