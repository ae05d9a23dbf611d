import "server-only";
import { DomainError } from "@/lib/errors";
import { loadProduct } from "@/lib/catalogue/load-product";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { isCatalogueProductVisible } from "@/lib/catalogue/visibility";
import { priceOf } from "@/lib/configurator";
import type { Db } from "../db/types";
import { presentOwned, presentShared } from "./present";
import type { ConfiguredRecord, DesignInput, Owner } from "./repository";
import { readStrictDesign } from "./strict-design";

const MESSAGE_UNKNOWN_BAG = "Please choose a bag from the catalogue.";

export type DesignBody = {
  data: string;
  customization_stage_id: number;
  product_id: string;
  customizer_version: string;
};

/**
 * Checks a submitted design against the bag it claims to be: the bag must be one this store
 * offers for design, and the design must name only that bag's choices and follow its rules.
 * An incomplete design is fine (shoppers save as they go); the price is always the server's.
 */
export async function designInput(db: Db, store: string, body: DesignBody): Promise<DesignInput> {
  const product = await loadProduct(db, body.product_id);
  if (!product || !isCatalogueProductVisible(product, store)) {
    throw DomainError.validation({ product_id: [MESSAGE_UNKNOWN_BAG] });
  }
  const read = readStrictDesign(product, body.data);
  if (!read.ok) throw DomainError.validation({ data: [read.message] });
  return {
    product,
    state: read.state,
    design: read.design,
    price: priceOf(product, read.state),
    customizationStageId: body.customization_stage_id,
    customizerVersion: body.customizer_version,
  };
}

/**
 * The bag of a saved design, even if it has since been withdrawn from sale: a saved or shared
 * design must still open. Missing only if the product row is gone, which the foreign key forbids.
 */
async function productOf(db: Db, record: ConfiguredRecord): Promise<CatalogueProductDetail> {
  const product = await loadProduct(db, record.row.productId);
  if (!product) throw DomainError.notFound("Configured product");
  return product;
}

export async function ownedView(db: Db, record: ConfiguredRecord) {
  return presentOwned(record, await productOf(db, record));
}

export async function sharedView(db: Db, record: ConfiguredRecord) {
  return presentShared(record, await productOf(db, record));
}

/** Many designs, loading each bag once. */
export async function ownedViews(db: Db, records: ConfiguredRecord[]) {
  const products = new Map<string, Promise<CatalogueProductDetail>>();
  return Promise.all(
    records.map(async (record) => {
      const id = record.row.productId;
      if (!products.has(id)) products.set(id, productOf(db, record));
      const product = await products.get(id);
      if (!product) throw DomainError.notFound("Configured product");
      return presentOwned(record, product);
    }),
  );
}

/**
 * The owner is never taken from the payload: the authenticated customer if any, and always the
 * web session (created on first save), so a guest's designs follow their browser.
 */
export async function ownerOf(ctx: {
  customer: { id: string } | null;
  session: () => Promise<{ sid: string }>;
}): Promise<Owner> {
  const session = await ctx.session();
  return { customerId: ctx.customer?.id ?? null, sessionId: session.sid };
}
