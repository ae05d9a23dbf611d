import "server-only";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { newSession, type WebSession } from "../auth/web-session";
import { issueApiToken, revokeApiToken, type Customer } from "../auth/tokens";
import {
  CART_ID_COOKIE,
  cartCookieOptions,
  clearCartCookies,
  writeCartCookies,
} from "../cart/cookies";
import { customerCartsWhere, findCartRow } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import { refreshCart } from "../cart/service";
import { configuredProducts, giftCodes, orderGiftBoxes, orderItems, orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { historyVisibleFrom } from "./account";
import { SIGNED_IN_COOKIE } from "./cookies";

type SessionCtx = {
  request: NextRequest;
  db: Db;
  store: RetailStoreSlug;
  session: () => Promise<WebSession>;
  setSession: (session: WebSession) => void;
  setCookie: (name: string, value: string, options?: ReturnType<typeof cartCookieOptions>) => void;
  deleteCookie: (name: string) => void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs the customer in on this browser: what the guest made here (the cart in the cart-id
 * cookie, saved designs) follows them, then the session is replaced by a new one (a new id and
 * the new api token), so a session id planted before sign-in is worth nothing after it.
 * Returns the api token and the customer's cart id.
 */
export async function startCustomerSession(ctx: SessionCtx, customer: Customer) {
  const previous = await ctx.session();
  const cartId = ctx.request.cookies.get(CART_ID_COOKIE)?.value;
  const cart = await ctx.db.transaction(async (tx) => {
    await tx
      .update(configuredProducts)
      .set({ userId: customer.id, userType: "customer", updatedAt: new Date() })
      .where(
        and(eq(configuredProducts.sessionId, previous.sid), isNull(configuredProducts.userId)),
      );
    // Gift cards being bought here too: the session id changes below, the customer stays.
    await tx
      .update(giftCodes)
      .set({ ownerCustomerId: customer.id })
      .where(and(eq(giftCodes.ownerSessionId, previous.sid), isNull(giftCodes.ownerCustomerId)));
    return carryCart(tx, ctx.store, customer, previous.sid, cartId);
  });
  // Signing in over another sign-in on this browser ends that one: its token stops working.
  if (previous.token) await revokeApiToken(ctx.db, previous.token);
  const token = await issueApiToken(ctx.db, customer.id);
  ctx.setSession({ ...newSession(), token, authAt: Date.now() });
  ctx.setCookie(SIGNED_IN_COOKIE, "1", cartCookieOptions());
  if (cart) {
    const view = await refreshCart(ctx.db, cart);
    writeCartCookies(ctx, view);
    return { token, cartId: view.id };
  }
  clearCartCookies(ctx);
  return { token, cartId: null };
}

/**
 * Spec 4: at sign-in the guest cart joins the customer's latest cart in this store, or becomes
 * it when there is none. Lines move over; a stock piece already in the latest cart is not added
 * twice. Both carts are locked, so a second sign-in racing this one waits.
 */
async function carryCart(
  tx: Tx,
  store: RetailStoreSlug,
  customer: Customer,
  guestSid: string,
  cartId: string | undefined,
): Promise<OrderRow | null> {
  const guest =
    cartId && UUID.test(cartId)
      ? await findCartRow(
          tx,
          cartId.toLowerCase(),
          { sessionId: guestSid, customerId: null },
          { lock: true, store },
        )
      : null;
  const customerId = customer.id;
  const since = historyVisibleFrom(customer);
  const usable = guest && (guest.customerId === null || guest.customerId === customerId);
  const [latest] = await tx
    .select()
    .from(orders)
    .where(
      customerCartsWhere(
        customerId,
        since,
        eq(orders.retailStoreId, guest?.retailStoreId ?? storeIdSql(store)),
        guest ? ne(orders.id, guest.id) : undefined,
      ),
    )
    .orderBy(desc(orders.updatedAt))
    .limit(1)
    .for("update");
  if (!usable) return latest ?? null;
  if (!latest) {
    const [claimed] = await tx
      .update(orders)
      .set({ customerId, updatedAt: new Date() })
      .where(eq(orders.id, guest.id))
      .returning();
    return claimed ?? guest;
  }
  const held = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, latest.id));
  const heldProducts = held.map((r) => r.productId).filter((id): id is string => id !== null);
  if (heldProducts.length) {
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, guest.id), inArray(orderItems.productId, heldProducts)));
  }
  await tx.update(orderItems).set({ orderId: latest.id }).where(eq(orderItems.orderId, guest.id));
  await tx
    .update(orderGiftBoxes)
    .set({ orderId: latest.id })
    .where(eq(orderGiftBoxes.orderId, guest.id));
  const [merged] = await tx
    .update(orders)
    .set({ promoCodeId: latest.promoCodeId ?? guest.promoCodeId, updatedAt: new Date() })
    .where(eq(orders.id, latest.id))
    .returning();
  await tx.delete(orders).where(eq(orders.id, guest.id));
  return merged ?? latest;
}

/** The store's id as a subquery, for a cart lookup before any cart row is at hand. */
const storeIdSql = (store: RetailStoreSlug) =>
  sql`(select id from retail_stores where name = ${store})`;

/** Sign-out: the token stops working, and the browser goes back to an empty guest session. */
export async function endCustomerSession(ctx: SessionCtx, token: string | undefined) {
  if (token) await revokeApiToken(ctx.db, token);
  ctx.setSession(newSession());
  ctx.deleteCookie(SIGNED_IN_COOKIE);
  clearCartCookies(ctx);
}
