import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../lib/db/types";
import * as s from "../../lib/db/schema";

/** Tables in foreign-key order; the seed inserts them in this order. */
const TABLES = {
  productTypes: s.productTypes,
  componentTypes: s.componentTypes,
  parts: s.parts,
  selectableTypes: s.selectableTypes,
  imageTypes: s.imageTypes,
  imageFormats: s.imageFormats,
  productCategories: s.productCategories,
  retailers: s.retailers,
  retailStores: s.retailStores,
  salesAssociates: s.salesAssociates,
  stylists: s.stylists,
  customers: s.customers,
  geoCountries: s.geoCountries,
  geoStates: s.geoStates,
  promoCodes: s.promoCodes,
  materialTypes: s.materialTypes,
  materials: s.materials,
  materialColors: s.materialColors,
  products: s.products,
  productImages: s.productImages,
  productStoreExclusions: s.productStoreExclusions,
  giftBoxes: s.giftBoxes,
  components: s.components,
  componentLayers: s.componentLayers,
  componentSelectableOptions: s.componentSelectableOptions,
  componentConditionables: s.componentConditionables,
  componentOptionalLinks: s.componentOptionalLinks,
  personalizables: s.personalizables,
  variants: s.variants,
  contentPages: s.contentPages,
} as const;

type Tables = typeof TABLES;
export type SeedRows = { [K in keyof Tables]: Tables[K]["$inferInsert"][] };

export function emptyRows(): SeedRows {
  const rows = {} as Record<string, unknown[]>;
  for (const key of Object.keys(TABLES)) rows[key] = [];
  return rows as SeedRows;
}

const CHUNK = 500;

/**
 * Inserts everything, skipping rows whose key already exists, and reports how many rows were new.
 * Members of a component (parent_id) must follow their parent, which the builders guarantee.
 */
export async function insertRows(db: Db, rows: SeedRows): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const key of Object.keys(TABLES) as (keyof Tables)[]) {
      const table: PgTable = TABLES[key];
      const list = rows[key] as Record<string, unknown>[];
      let count = 0;
      for (let i = 0; i < list.length; i += CHUNK) {
        const result = await tx
          .insert(table)
          .values(list.slice(i, i + CHUNK))
          .onConflictDoNothing()
          .returning();
        count += result.length;
      }
      inserted[key] = count;
    }
  });
  return inserted;
}
