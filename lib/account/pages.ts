import "server-only";
import type { Customer } from "../auth/tokens";
import {
  customerOrderView,
  listCustomerOrders,
  orderThumbnails,
} from "../checkout/customer-orders";
import { db } from "../db/client";
import { listStates } from "../geo/repository";
import { listAddresses } from "../customers/addresses";
import { listWishlist } from "../customers/wishlist";
import { orderTimelineById } from "../orders/production";
import { returnQrSvg } from "../orders/return-qr";
import { customerReturn, customerReturns } from "../orders/returns";
import type { RetailStoreSlug } from "../retail/stores";
import { listPasskeys } from "../passkeys/service";

/** What the account pages render, read on the server; pages never open the database. */

export async function accountOverview(customer: Customer) {
  const database = await db();
  const [addresses, states, passkeys] = await Promise.all([
    listAddresses(database, customer),
    listStates(database, "US"),
    listPasskeys(database, customer),
  ]);
  return { addresses, states, passkeys };
}

export async function accountOrders(customer: Customer) {
  const database = await db();
  const orders = await listCustomerOrders(database, customer);
  const thumbnails = await orderThumbnails(
    database,
    orders.map((order) => order.id),
  );
  return { orders, thumbnails };
}

/** One of the customer's orders with when it was placed; null when it is not theirs. */
export async function accountOrder(customer: Customer, orderId: string) {
  const database = await db();
  const [order, orders] = await Promise.all([
    customerOrderView(database, customer, orderId),
    listCustomerOrders(database, customer),
  ]);
  if (!order) return null;
  return {
    order,
    placedAt: orders.find((o) => o.id === order.id)?.placed_at ?? null,
    timeline: await orderTimelineById(database, order.cart.id),
  };
}

export async function accountWishlist(customer: Customer, store: RetailStoreSlug) {
  return listWishlist(await db(), customer.id, store);
}

/** A return authorisation of the customer's, with its QR code; null when it is not theirs. */
export async function accountReturn(customer: Customer, number: string) {
  const database = await db();
  const view = await customerReturn(database, customer, number);
  if (!view) return null;
  return { view, qr: await returnQrSvg(view.number) };
}

/** The returns of one of the customer's orders and what may still be sent back (issue 38). */
export async function accountOrderReturns(customer: Customer, orderId: string) {
  return customerReturns(await db(), customer, orderId);
}
