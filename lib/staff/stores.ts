import "server-only";
import { eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { env } from "../env";
import { configuredStoreOrigin } from "../seo/store-origin";
import { isOverrideAllowed } from "../retail/host";
import { isRetailStoreSlug, RETAIL_STORE_SLUGS, type RetailStoreSlug } from "../retail/stores";
import { isStaff, type Role } from "./role";

/** Staff routes do not exist for anyone else: a shopper probing them learns nothing. */
export function assertStaff(customer: { role: Role } | null): void {
  if (!isStaff(customer)) throw DomainError.notFound();
}

export const storeOverrideAllowed = () => {
  const config = env();
  return isOverrideAllowed(config.APP_ENV, config.ALLOW_STORE_OVERRIDE);
};

/** The active stores with their labels and own addresses, for the staff store switcher. */
export async function staffStoreChoices(db: Db) {
  const rows = await db
    .select({ name: retailStores.name, label: retailStores.label })
    .from(retailStores)
    .where(eq(retailStores.active, true));
  return rows
    .filter((row): row is { name: RetailStoreSlug; label: string } => isRetailStoreSlug(row.name))
    .sort((a, b) => RETAIL_STORE_SLUGS.indexOf(a.name) - RETAIL_STORE_SLUGS.indexOf(b.name))
    .map((row) => ({ ...row, origin: configuredStoreOrigin(row.name) }));
}
