import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Customer } from "../auth/tokens";
import { CART_ID_COOKIE } from "../cart/cookies";
import { findCartRow, ownedCart } from "../cart/load";
import type { CartView } from "../cart/present";
import { latestCartOf, readCart } from "../cart/service";
import { historyVisibleFrom } from "../customers/account";
import { db as openDb } from "../db/client";
import { pageShopper } from "../customers/page-session";
import { customerAddresses, customers, geoStates, orders } from "../db/schema";
import type { RetailStoreSlug } from "../retail/stores";
import type { CartDelivery } from "../delivery/order-dates";
import { cartDeliveryDates } from "../delivery/service";

export type CheckoutContext = {
  store: RetailStoreSlug;
  customer: Customer | null;
  cart: CartView | null;
  /** Who owns carts on this page: the web session and the signed-in customer. */
  owner: { sessionId: string; customerId: string | null };
};

const isUuid = (value: string | undefined): value is string =>
  value !== undefined &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * What a checkout page needs before it renders: the shopper's cart (from the cart-id cookie,
 * else a signed-in customer's latest cart, spec 4) and who they are. Read on the server so the
 * guards of spec 2 redirect before anything is drawn.
 */
export async function checkoutContext(store: RetailStoreSlug): Promise<CheckoutContext> {
  const { jar, db, session, customer, owner } = await pageShopper();
  const cartId = jar.get(CART_ID_COOKIE)?.value;
  let cart: CartView | null = null;
  if (isUuid(cartId) && (session || customer)) {
    const row = await findCartRow(db, cartId.toLowerCase(), owner, { store });
    if (row) cart = await readCart(db, row);
  }
  if (!cart && customer) cart = await latestCartOf(db, customer.id, historyVisibleFrom(customer));
  return { store, customer, cart, owner };
}

/**
 * The order named in the thank-you and invoice URLs (`?order=`): this session's own placed
 * order in this store, as it was charged; null for anything else.
 */
export async function placedOrderFor(
  store: string,
  id: string | string[] | undefined,
): Promise<CartView | null> {
  if (typeof id !== "string" || !isUuid(id)) return null;
  const { db, session, owner } = await pageShopper();
  if (!session) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id.toLowerCase()),
        inArray(orders.status, ["placed", "paid"]),
        ownedCart(owner, store),
      ),
    )
    .limit(1);
  return row ? readCart(db, row) : null;
}

/**
 * The checkout's promised dates (per line and for the order), computed as the bag's are; null
 * when they cannot be had (the page then shows none rather than failing).
 */
export async function checkoutDelivery(context: CheckoutContext): Promise<CartDelivery | null> {
  if (!context.cart) return null;
  const db = await openDb();
  const actor = { owner: context.owner, store: context.store };
  return cartDeliveryDates(db, actor, context.cart.id).catch(() => null);
}

/** Spec 2: "needs a non-empty cart". */
export const hasItems = (cart: CartView | null): cart is CartView =>
  cart !== null && cart.item_count > 0;

export type Buyer = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  shipping: { name: string; lines: string[] } | null;
};

/** Who the cart's order is for and where it goes, as registered at checkout. */
export async function buyerOf(cartId: string): Promise<Buyer | null> {
  const db = await openDb();
  const [row] = await db
    .select({ customer: customers, address: customerAddresses, state: geoStates.code })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, orders.shippingAddressId))
    .leftJoin(geoStates, eq(geoStates.id, customerAddresses.geoStateId))
    .where(eq(orders.id, cartId))
    .limit(1);
  if (!row) return null;
  const a = row.address;
  return {
    email: row.customer.email,
    firstName: row.customer.firstName,
    lastName: row.customer.lastName,
    phone: row.address?.phone ?? row.customer.phone,
    shipping: a
      ? {
          name: `${a.firstName} ${a.lastName}`,
          lines: [a.line1, a.line2, `${a.city}, ${row.state ?? ""} ${a.postalCode}`].filter(
            (l): l is string => Boolean(l),
          ),
        }
      : null,
  };
}
