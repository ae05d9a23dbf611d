import { eq } from "drizzle-orm";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** The City Tote as the demo seed makes it, loaded as the configurator reads it. */
export async function seededCityTote(db: Db) {
  const { loadProduct } = await import("@/lib/catalogue/load-product");
  const [bag] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, "the-city-tote"));
  const tote = bag && (await loadProduct(db, bag.id));
  if (!tote) throw new Error("the seed lost the City Tote");
  return tote;
}
