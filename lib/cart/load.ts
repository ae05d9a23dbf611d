import "server-only";
import { and, asc, eq, gte, or, sql, type SQL } from "drizzle-orm";
import { loadProduct } from "../catalogue/load-product";
import { loadProducts } from "../catalogue/load-products";
import { CatalogueMissingError, publishedProduct, publishedProductDetail } from "../catalogue/read";
import { decodeState, priceOf } from "../configurator";
import type { Owner } from "../configured-products/repository";
import { designOf } from "../configured-products/stored-design";
import {
  orderAdjustments,
  orderGiftBoxes,
  orderItems,
  orders,
  payments,
  retailStores,
} from "../db/schema";
import type { CatalogueProduct, CatalogueProductDetail } from "../catalogue/types";
import type { Db, Tx } from "../db/types";
import { reusedStatement } from "../db/prepared";
import type { LoadedCart, LoadedLine, OrderRow } from "./loaded-cart";

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

/**
 * The order and everything priced with it in one statement (a drizzle relational query: the
 * children come back as JSON aggregates), so a cart read costs one round trip.
 */
function cartQuery(db: Reader, where: SQL) {
  return db.query.orders.findFirst({
    where,
    with: {
      items: {
        orderBy: [asc(orderItems.createdAt), asc(orderItems.id)],
        with: {
          configuredProduct: true,
          giftCode: true,
          // Stock is live: the catalogue's figure is as of its last build.
          product: { columns: { stock: true } },
        },
      },
      giftBoxes: { orderBy: [asc(orderGiftBoxes.createdAt)], with: { giftBox: true } },
      adjustments: { orderBy: [asc(orderAdjustments.createdAt)] },
      payments: { orderBy: [asc(payments.createdAt)] },
      promoCode: true,
      retailStore: { columns: { name: true } },
      salesAssociate: {
        columns: { userName: true, displayName: true, firstName: true, lastName: true },
      },
      stylist: { columns: { code: true, name: true } },
    },
  });
}

type CartQueryRow = NonNullable<Awaited<ReturnType<typeof cartQuery>>>;

const id = sql.placeholder("id");

/**
 * `ownedCart` with the owner and store left as placeholders (`ownerParams` binds them), for
 * statements built once. A guest binds null as the customer, which matches no row: only the
 * session can.
 */
export const ownedCartPlaceholders = () =>
  and(
    or(
      eq(orders.sessionId, sql.placeholder("session")),
      eq(orders.customerId, sql.placeholder("customer")),
    ),
    // Plain names: a relational query re-aliases the column references it is given.
    sql`${orders.retailStoreId} in (select "id" from "retail_stores" where "name" = ${sql.placeholder("store")})`,
  )!;

export const ownerParams = (owner: Owner, store: string) => ({
  session: owner.sessionId,
  customer: owner.customerId,
  store,
});

const ownedWhere = () =>
  and(eq(orders.id, id), eq(orders.status, "cart"), ownedCartPlaceholders())!;

/** The cart by id, and the shopper's own cart, each built once (lib/db/prepared.ts). */
const cartById = reusedStatement("cart_by_id", (db) => cartQuery(db, eq(orders.id, id)));
const cartOwned = reusedStatement("cart_owned", (db) => cartQuery(db, ownedWhere()));

/**
 * Every row `cartQuery` reads, by id and row version (`xmin`, the transaction that wrote it):
 * equal fingerprints mean an equal cart, on PostgreSQL whoever wrote to it (another server, a
 * script). Keep it in step with `cartQuery`: a table read there and missing here would let the
 * cart read cache (lib/cart/read-cache.ts) keep a cart that changed.
 */
const cartFingerprint = sql<string>`concat_ws('|', "orders".id, "orders".xmin,
  (select string_agg(concat_ws(':', i.id, i.xmin, cp.xmin, gc.xmin, p.xmin), ',' order by i.id)
     from "order_items" i
     left join "configured_products" cp on cp.id = i.configured_product_id
     left join "gift_codes" gc on gc.id = i.gift_code_id
     left join "products" p on p.id = i.product_id
    where i.order_id = "orders".id),
  (select string_agg(concat_ws(':', b.id, b.xmin, g.xmin), ',' order by b.id)
     from "order_gift_boxes" b join "gift_boxes" g on g.id = b.gift_box_id
    where b.order_id = "orders".id),
  (select string_agg(concat_ws(':', a.id, a.xmin), ',' order by a.id)
     from "order_adjustments" a where a.order_id = "orders".id),
  (select string_agg(concat_ws(':', pm.id, pm.xmin), ',' order by pm.id)
     from "payments" pm where pm.order_id = "orders".id),
  (select concat_ws(':', pc.id, pc.xmin) from "promo_codes" pc where pc.id = "orders".promo_code_id),
  (select concat_ws(':', rs.id, rs.xmin) from "retail_stores" rs where rs.id = "orders".retail_store_id),
  (select concat_ws(':', sa.id, sa.xmin) from "sales_associates" sa where sa.id = "orders".sales_associate_id),
  (select concat_ws(':', st.id, st.xmin) from "stylists" st where st.id = "orders".stylist_id))`;

/** The fingerprint statement, built once like the cart's shapes. */
const fingerprint = reusedStatement("cart_fingerprint", (db) =>
  db.select({ fingerprint: cartFingerprint }).from(orders).where(ownedWhere()),
);

/** Everything in a cart, with live prices for the designs. Lines come in the order added. */
export async function loadCart(db: Reader, order: OrderRow): Promise<LoadedCart> {
  const row = await cartById(db).execute({ id: order.id });
  if (!row) throw new Error(`Order ${order.id} vanished while it was being read.`);
  return assemble(db, order, row);
}

/**
 * An order by id with everything in it, whoever's it is and whatever its status; null when there
 * is none. For a caller that checks both itself (placeOrder sends this read with its row locks,
 * in one round trip, and looks at what came back).
 */
export async function loadCartById(db: Reader, orderId: string): Promise<LoadedCart | null> {
  const row = await cartById(db).execute({ id: orderId });
  if (!row) return null;
  return assemble(db, orderColumnsOf(row), row);
}

/** The order's own columns of a cart query's row (its relations left out). */
function orderColumnsOf(row: CartQueryRow): OrderRow {
  const {
    items: _items,
    giftBoxes: _boxes,
    adjustments: _adjustments,
    payments: _payments,
    promoCode: _promo,
    retailStore: _store,
    salesAssociate: _associate,
    stylist: _stylist,
    ...order
  } = row;
  return order;
}

/**
 * A shopper's cart by id, in the store it was made in, with everything in it: findCartRow and
 * loadCart in one query. Other people's carts and placed orders are null, as unknown ids are.
 */
export async function findLoadedCart(
  db: Reader,
  cartId: string,
  owner: Owner,
  store: string,
  catalogue: CatalogueLookup = publishedCatalogue,
): Promise<LoadedCart | null> {
  const row = await cartOwned(db).execute(ownedParams(cartId, owner, store));
  if (!row) return null;
  return assemble(db, orderColumnsOf(row), row, catalogue);
}

const ownedParams = (cartId: string, owner: Owner, store: string) => ({
  id: cartId,
  ...ownerParams(owner, store),
});

/**
 * The fingerprint of a shopper's cart (`cartFingerprint`), or null when it is not theirs, as
 * `findLoadedCart` would find it: one small statement, the check of the cart read cache.
 */
export async function findCartFingerprint(
  db: Reader,
  cartId: string,
  owner: Owner,
  store: string,
): Promise<string | null> {
  const [row] = await fingerprint(db).execute(ownedParams(cartId, owner, store));
  return row?.fingerprint ?? null;
}

/** Where a cart's products come from: the published catalogue, or a recording stand-in. */
export type CatalogueLookup = {
  detail: (id: string) => Promise<CatalogueProductDetail | null>;
  record: (id: string) => Promise<CatalogueProduct | null>;
};

export const publishedCatalogue: CatalogueLookup = {
  detail: (id) => published(publishedProductDetail(id)),
  record: (id) => published(publishedProduct(id)),
};

/**
 * Product data comes from the published catalogue (the JSON every page reads), so pricing a
 * cart asks the database nothing more; a product the catalogue does not hold yet (added since
 * its last build) is read from the database.
 */
async function assemble(
  db: Reader,
  order: OrderRow,
  row: CartQueryRow,
  catalogue: CatalogueLookup = publishedCatalogue,
): Promise<LoadedCart> {
  const details = new Map<string, Promise<CatalogueProductDetail | null>>();
  const records = new Map<string, Promise<CatalogueProduct | null>>();
  const detailOf = (id: string) => {
    if (!details.has(id)) {
      details.set(
        id,
        catalogue.detail(id).then((p) => p ?? loadProduct(db, id)),
      );
    }
    return details.get(id)!;
  };
  const recordOf = (id: string) => {
    if (!records.has(id)) {
      records.set(
        id,
        catalogue
          .record(id)
          .then(async (p) => p ?? (await loadProducts(db, { productId: id }))[0] ?? null),
      );
    }
    return records.get(id)!;
  };

  const lines = await Promise.all(
    row.items.map(async (entry): Promise<LoadedLine | null> => {
      const { configuredProduct: configured, giftCode, product: live, ...item } = entry;
      if (item.configuredProductId) {
        const product = configured && (await detailOf(configured.productId));
        if (!configured || !product) return null;
        const price = priceOf(product, decodeState(product, designOf(configured.data)));
        return { kind: "configured_product", item, configured, product, price };
      }
      if (item.productId) {
        const product = await recordOf(item.productId);
        if (!product || !live) return null;
        return { kind: "product", item, product: { ...product, stock: live.stock } };
      }
      return giftCode ? { kind: "gift_code", item, giftCode } : null;
    }),
  );
  return {
    order,
    store: row.retailStore?.name ?? "web",
    lines: lines.filter((line): line is LoadedLine => line !== null),
    giftBoxes: row.giftBoxes.map(({ giftBox, ...box }) => ({ row: box, box: giftBox })),
    adjustments: row.adjustments,
    promo: row.promoCode ?? null,
    payments: row.payments,
    associate: row.salesAssociate ?? null,
    stylist: row.stylist ?? null,
  };
}

/** A catalogue not built yet (a fresh database) is the same as a product it does not hold. */
function published<T>(read: Promise<T | null>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (error instanceof CatalogueMissingError) return null;
    throw error;
  });
}

/**
 * A customer's open carts (spec 4), `since` hiding those from before the account's e-mail was
 * confirmed, narrowed further by `more`.
 */
export const customerCartsWhere = (
  customerId: string,
  since: Date | null,
  ...more: (SQL | undefined)[]
) =>
  and(
    eq(orders.customerId, customerId),
    eq(orders.status, "cart"),
    since ? gte(orders.createdAt, since) : undefined,
    ...more,
  );
