import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { loadProduct } from "../catalogue/load-product";
import { loadProducts } from "../catalogue/load-products";
import type { CatalogueProduct, CatalogueProductDetail } from "../catalogue/types";
import { decodeState, priceOf } from "../configurator";
import type { Owner } from "../configured-products/repository";
import { designOf } from "../configured-products/present";
import {
  configuredProducts,
  giftBoxes,
  giftCodes,
  orderAdjustments,
  orderGiftBoxes,
  orderItems,
  orders,
  payments,
  promoCodes,
  retailStores,
  salesAssociates,
  stylists,
} from "../db/schema";
import type { Db, Tx } from "../db/types";

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type GiftCodeRow = typeof giftCodes.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type ConfiguredRow = typeof configuredProducts.$inferSelect;

export type LoadedLine =
  | {
      kind: "configured_product";
      item: ItemRow;
      configured: ConfiguredRow;
      product: CatalogueProductDetail;
      /** Today's price of the design, recomputed from the catalogue. */
      price: number;
    }
  | { kind: "product"; item: ItemRow; product: CatalogueProduct }
  | { kind: "gift_code"; item: ItemRow; giftCode: GiftCodeRow };

export type LoadedCart = {
  order: OrderRow;
  store: string;
  lines: LoadedLine[];
  giftBoxes: { row: typeof orderGiftBoxes.$inferSelect; box: typeof giftBoxes.$inferSelect }[];
  adjustments: (typeof orderAdjustments.$inferSelect)[];
  promo: PromoRow | null;
  /** Payment attempts, newest last; empty while it is a cart that was never paid for. */
  payments: (typeof payments.$inferSelect)[];
  /** The kiosk's sales associate signed in to this cart, if any. */
  associate: { userName: string; displayName: string; firstName: string; lastName: string } | null;
  /** The stylist-channel stylist named at checkout, if any. */
  stylist: { code: string; name: string } | null;
};

type Reader = Db | Tx;

/**
 * A cart is the shopper's own: the guest session that made it, or the signed-in customer it was
 * attached to. Everyone else gets the same answer as for an unknown id.
 */
export function ownedCart(owner: Owner, store?: string): SQL {
  const bySession = eq(orders.sessionId, owner.sessionId);
  const mine = (
    owner.customerId ? or(bySession, eq(orders.customerId, owner.customerId)) : bySession
  )!;
  if (!store) return mine;
  // A cart belongs to the store it was made in: its rules (tax, promo, invoicing, adjustments)
  // are that store's, so the same cart asked for under another host is not found.
  const storeIds = sql`(select ${retailStores.id} from ${retailStores} where ${retailStores.name} = ${store})`;
  return and(mine, sql`${orders.retailStoreId} in ${storeIds}`)!;
}

export async function findCartRow(
  db: Reader,
  id: string,
  owner: Owner,
  opts: { lock?: boolean; store?: string } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, "cart"), ownedCart(owner, opts.store)))
    .limit(1);
  const rows = opts.lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** Everything in a cart, with live prices for the designs. Lines come in the order added. */
export async function loadCart(db: Reader, order: OrderRow): Promise<LoadedCart> {
  const [items, boxes, adjustments, promoRows, storeRows, paymentRows, associateRows, stylistRows] =
    await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
      db
        .select({ row: orderGiftBoxes, box: giftBoxes })
        .from(orderGiftBoxes)
        .innerJoin(giftBoxes, eq(giftBoxes.id, orderGiftBoxes.giftBoxId))
        .where(eq(orderGiftBoxes.orderId, order.id))
        .orderBy(asc(orderGiftBoxes.createdAt)),
      db
        .select()
        .from(orderAdjustments)
        .where(eq(orderAdjustments.orderId, order.id))
        .orderBy(asc(orderAdjustments.createdAt)),
      order.promoCodeId
        ? db.select().from(promoCodes).where(eq(promoCodes.id, order.promoCodeId)).limit(1)
        : Promise.resolve([]),
      db
        .select({ name: retailStores.name })
        .from(retailStores)
        .where(eq(retailStores.id, order.retailStoreId))
        .limit(1),
      db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(asc(payments.createdAt)),
      order.salesAssociateId
        ? db
            .select({
              userName: salesAssociates.userName,
              displayName: salesAssociates.displayName,
              firstName: salesAssociates.firstName,
              lastName: salesAssociates.lastName,
            })
            .from(salesAssociates)
            .where(eq(salesAssociates.id, order.salesAssociateId))
            .limit(1)
        : Promise.resolve([]),
      order.stylistId
        ? db
            .select({ code: stylists.code, name: stylists.name })
            .from(stylists)
            .where(eq(stylists.id, order.stylistId))
            .limit(1)
        : Promise.resolve([]),
    ]);

  const configuredIds = ids(items, "configuredProductId");
  const giftCodeIds = ids(items, "giftCodeId");
  const [designs, codes] = await Promise.all([
    configuredIds.length
      ? db.select().from(configuredProducts).where(inArray(configuredProducts.id, configuredIds))
      : Promise.resolve([]),
    giftCodeIds.length
      ? db.select().from(giftCodes).where(inArray(giftCodes.id, giftCodeIds))
      : Promise.resolve([]),
  ]);
  const details = new Map<string, Promise<CatalogueProductDetail | null>>();
  const stock = new Map<string, Promise<CatalogueProduct | undefined>>();
  const detailOf = (id: string) => {
    if (!details.has(id)) details.set(id, loadProduct(db, id));
    return details.get(id)!;
  };
  const stockOf = (id: string) => {
    if (!stock.has(id))
      stock.set(
        id,
        loadProducts(db, { productId: id }).then((p) => p[0]),
      );
    return stock.get(id)!;
  };

  const lines = await Promise.all(
    items.map(async (item): Promise<LoadedLine | null> => {
      if (item.configuredProductId) {
        const configured = designs.find((d) => d.id === item.configuredProductId);
        const product = configured && (await detailOf(configured.productId));
        if (!configured || !product) return null;
        const price = priceOf(product, decodeState(product, designOf(configured.data)));
        return { kind: "configured_product", item, configured, product, price };
      }
      if (item.productId) {
        const product = await stockOf(item.productId);
        return product ? { kind: "product", item, product } : null;
      }
      const giftCode = codes.find((c) => c.id === item.giftCodeId);
      return giftCode ? { kind: "gift_code", item, giftCode } : null;
    }),
  );
  return {
    order,
    store: storeRows[0]?.name ?? "web",
    lines: lines.filter((line): line is LoadedLine => line !== null),
    giftBoxes: boxes,
    adjustments,
    promo: promoRows[0] ?? null,
    payments: paymentRows,
    associate: associateRows[0] ?? null,
    stylist: stylistRows[0] ?? null,
  };
}

function ids(items: ItemRow[], key: "configuredProductId" | "giftCodeId"): string[] {
  return [...new Set(items.map((i) => i[key]).filter((v): v is string => v !== null))];
}
