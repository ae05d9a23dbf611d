import "@/app/account.css";
import type { Metadata } from "next";
import { AccountFrame } from "@/components/account/account-nav";
import { OrderList } from "@/components/account/order-list";
import { requireAccount } from "@/lib/customers/page-session";
import { accountOrders } from "@/lib/account/pages";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Your orders");

/** Spec 2 /my-account/orders (signed-in customers only). */
export default async function OrdersPage({ params }: { params: StoreParams }) {
  await storeOf(params);
  const customer = await requireAccount("/my-account/orders");
  const { orders, thumbnails } = await accountOrders(customer);
  return (
    <AccountFrame title="Your orders" current="orders">
      <OrderList orders={orders} thumbnails={thumbnails} />
    </AccountFrame>
  );
}
