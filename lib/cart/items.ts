import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { loadProduct } from "../catalogue/load-product";
import { loadProducts } from "../catalogue/load-products";
import { isCatalogueProductVisible, isStockProductVisible } from "../catalogue/visibility";
import { decodeState, priceOf, validateConfiguration } from "../configurator";
import { designOf } from "../configured-products/stored-design";
import { findOwned, type Owner } from "../configured-products/repository";
import { isUniqueViolation } from "../db/errors";
import { giftCodes, orderItems } from "../db/schema";
import type { Tx } from "../db/types";
import { showsSection } from "../retail/sections";
import type { RetailStoreSlug } from "../retail/stores";
import { CART_MESSAGES } from "./errors";
import { giftCodePrice } from "./totals";

import type { ItemKind } from "./items-kind";
export type ItemRef = { kind: ItemKind; id: string };

/**
 * Made-to-order bags a line may hold: each is cut by hand, so a larger order is a conversation
 * with client care, not a cart (and an unbounded quantity is an unbounded charge).
 */
const MAX_DESIGN_QUANTITY = 10;

/** Product types sold as stock lines; bags go through designs and gift cards through codes. */
const STOCK_TYPES = new Set(["stock", "mask"]);

type Resolved = {
  column: "configuredProductId" | "productId" | "giftCodeId";
  unitPrice: number;
  /** Units that may be in one cart; null is unlimited. */
  limit: number | null;
};

const invalid = (message: string) => DomainError.validation({ orderable_id: [message] }, message);

/**
 * Checks that the shopper may put this thing in a bag in this store, and at what price. The price
 * is always the server's: today's design price, the product's price, the gift amount + surcharge.
 */
async function resolve(
  tx: Tx,
  ref: ItemRef,
  owner: Owner,
  store: RetailStoreSlug,
): Promise<Resolved> {
  if (ref.kind === "configured_product") {
    const record = await findOwned(tx, ref.id, owner);
    if (!record) throw DomainError.notFound("Design");
    const product = await loadProduct(tx, record.row.productId);
    if (!product || !isCatalogueProductVisible(product, store)) {
      throw invalid(CART_MESSAGES.designElsewhere);
    }
    const state = decodeState(product, designOf(record.row.data));
    const issue = validateConfiguration(product, state);
    if (issue) throw invalid(issue.message);
    return {
      column: "configuredProductId",
      unitPrice: priceOf(product, state),
      limit: MAX_DESIGN_QUANTITY,
    };
  }
  if (ref.kind === "product") {
    const [product] = await loadProducts(tx, { productId: ref.id });
    if (!product) throw DomainError.notFound("Product");
    if (!STOCK_TYPES.has(product.product_type.name)) throw invalid(CART_MESSAGES.notForSale);
    if (!isStockProductVisible(product, store)) throw invalid(CART_MESSAGES.productUnavailable);
    if (product.stock !== null && product.stock <= 0) throw invalid(CART_MESSAGES.soldOut);
    return { column: "productId", unitPrice: product.starting_price, limit: product.stock };
  }
  if (!showsSection(store, "giftCertificates")) throw invalid(CART_MESSAGES.giftCardsOff);
  const [code] = await tx.select().from(giftCodes).where(eq(giftCodes.id, ref.id)).limit(1);
  // Someone else's gift card is as unknown as a missing one: its id alone gives nothing.
  if (!code || !ownsGiftCode(code, owner)) throw DomainError.notFound("Gift card");
  const [taken] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.giftCodeId, code.id))
    .limit(1);
  if (taken) throw invalid(CART_MESSAGES.giftCodeTaken);
  return {
    column: "giftCodeId",
    unitPrice: giftCodePrice(code.amount, code.address !== null),
    limit: 1,
  };
}

/**
 * Adds one unit to the cart: a new line, or one more of a design or piece already in it. The
 * caller holds the cart row lock, so two clicks cannot both pass the stock check.
 */
export async function addItem(
  tx: Tx,
  orderId: string,
  ref: ItemRef,
  owner: Owner,
  store: RetailStoreSlug,
): Promise<void> {
  const resolved = await resolve(tx, ref, owner, store);
  const [existing] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems[resolved.column], ref.id)))
    .limit(1);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (resolved.limit !== null && quantity > resolved.limit) {
    if (ref.kind === "gift_code") throw invalid(CART_MESSAGES.giftCodeTaken);
    if (ref.kind === "configured_product") throw invalid(CART_MESSAGES.designLimit(resolved.limit));
    throw invalid(CART_MESSAGES.onlyLeft(resolved.limit));
  }
  if (existing) {
    await tx
      .update(orderItems)
      .set({ quantity: sql`${orderItems.quantity} + 1`, unitPrice: resolved.unitPrice })
      .where(eq(orderItems.id, existing.id));
    return;
  }
  try {
    // A savepoint, so a lost race on the gift card's unique index leaves the cart usable.
    await tx.transaction((inner) =>
      inner.insert(orderItems).values({
        orderId,
        itemType: ref.kind,
        [resolved.column]: ref.id,
        quantity: 1,
        unitPrice: resolved.unitPrice,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "order_items_gift_code_once")) {
      throw invalid(CART_MESSAGES.giftCodeTaken);
    }
    throw error;
  }
}

/**
 * The customer it belongs to or, while it belongs to no customer, the guest session that created
 * it: once the buyer signs in, the session they had before (which someone may have planted) is a
 * stranger to it, as with designs.
 */
function ownsGiftCode(
  code: { ownerSessionId: string | null; ownerCustomerId: string | null },
  owner: Owner,
): boolean {
  if (code.ownerCustomerId === null && code.ownerSessionId === owner.sessionId) return true;
  return owner.customerId !== null && code.ownerCustomerId === owner.customerId;
}

/** Removes the whole line holding this design, piece or gift card; false when it is not there. */
export async function removeItem(tx: Tx, orderId: string, ref: ItemRef): Promise<boolean> {
  const column = {
    configured_product: orderItems.configuredProductId,
    product: orderItems.productId,
    gift_code: orderItems.giftCodeId,
  }[ref.kind];
  const removed = await tx
    .delete(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(column, ref.id)))
    .returning({ id: orderItems.id });
  return removed.length > 0;
}
