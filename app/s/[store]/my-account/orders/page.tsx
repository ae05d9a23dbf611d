import type { Metadata } from "next";
import { AccountFrame } from "@/components/account/account-nav";
import { thumbnailsOf } from "@/components/account/order-detail";
import { OrderList, type OrderThumbnail } from "@/components/account/order-list";
import { customerOrderView, listCustomerOrders } from "@/lib/checkout/customer-orders";
import { requireAccount } from "@/lib/customers/page-session";
import { db } from "@/lib/db/client";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your orders", robots: { index: false, follow: false } };

/** The newest orders get pictures on their cards; older ones are listed plainly. */
const ORDERS_WITH_PICTURES = 10;

/** Spec 2 /my-account/orders (signed-in customers only). */
export default async function OrdersPage({ params }: { params: StoreParams }) {
  await storeOf(params);
  const customer = await requireAccount("/my-account/orders");
  const database = await db();
  const orders = await listCustomerOrders(database, customer);
  const views = await Promise.all(
    orders
      .slice(0, ORDERS_WITH_PICTURES)
      .map((order) => customerOrderView(database, customer, order.id)),
  );
  const thumbnails = new Map<string, OrderThumbnail[]>();
  for (const view of views) if (view) thumbnails.set(view.id, thumbnailsOf(view));
  return (
    <AccountFrame title="Your orders" current="orders">
      <OrderList orders={orders} thumbnails={thumbnails} />
    </AccountFrame>
  );
}
