import "server-only";
import { revalidatePath } from "next/cache";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { products } from "../db/schema";
import { buildCatalogue, type BuildResult, type DeliveryClaimCheck } from "./build";
import { catalogueDir } from "./paths";

/**
 * Every catalogue change made through the code ends here: the JSON cache is rebuilt and, when it
 * changed, the prerendered store pages are revalidated so shoppers see the change.
 */
export async function afterCatalogueChange(
  db: Db,
  claimHolds: DeliveryClaimCheck,
  dir = catalogueDir(),
): Promise<BuildResult> {
  const result = await buildCatalogue(db, dir, claimHolds);
  if (result.written > 0 || result.published) {
    try {
      revalidatePath("/s/[store]", "layout");
    } catch {
      // Outside a running Next server (scripts, tests) there is nothing to revalidate.
    }
  }
  return result;
}

export async function setProductEnabled(
  db: Db,
  productName: string,
  enabled: boolean,
  claimHolds: DeliveryClaimCheck,
  dir?: string,
): Promise<BuildResult> {
  const updated = await db
    .update(products)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(products.name, productName))
    .returning({ id: products.id });
  if (updated.length === 0) throw new Error(`Unknown product ${productName}`);
  return afterCatalogueChange(db, claimHolds, dir);
}
