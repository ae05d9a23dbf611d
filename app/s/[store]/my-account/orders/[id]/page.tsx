import "@/app/account.css";
import "@/app/returns.css";
import "@/app/repairs.css";
import "@/app/orders.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AccountFrame } from "@/components/account/account-nav";
import { OrderDetail } from "@/components/account/order-detail";
import { OrderRepairs } from "@/components/account/order-repairs";
import { OrderReturns } from "@/components/account/order-returns";
import { accountOrder, accountOrderReturns } from "@/lib/account/pages";
import { accountOrderRepairs } from "@/lib/account/repair-pages";
import { requireAccount } from "@/lib/customers/page-session";
import { aftercarePanelFor } from "@/lib/orders/aftercare-pages";
import { storeOf } from "@/lib/retail/page-params";
import { showsSection } from "@/lib/retail/sections";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Your order");

type Params = Promise<{ store: string; id: string }>;

const orderId = z.uuid().transform((v) => v.toLowerCase());

/** One of the customer's orders; anyone else's, or no such order, is a 404. */
export default async function OrderPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { id } = await params;
  const customer = await requireAccount(`/my-account/orders/${encodeURIComponent(id)}`);
  const parsed = orderId.safeParse(id);
  if (!parsed.success) notFound();
  const found = await accountOrder(customer, parsed.data);
  if (!found) notFound();
  const aftercare = await aftercarePanelFor({
    kind: "customer",
    customerId: customer.id,
    orderId: parsed.data,
  });
  const { order, placedAt, timeline } = found;
  const returns = await accountOrderReturns(customer, parsed.data);
  const repairs = await accountOrderRepairs(customer, parsed.data);
  const title = order.cart.number ? `Order ${order.cart.number}` : "Your order";
  return (
    <AccountFrame title={title} current="orders">
      <OrderDetail
        order={order}
        placedAt={placedAt}
        showTax={showsSection(store, "taxes")}
        timeline={timeline}
        aftercare={aftercare}
      />
      <OrderReturns owner={{ kind: "account", orderId: order.id }} {...returns} />
      <OrderRepairs owner={{ kind: "account", orderId: order.id }} {...repairs} />
    </AccountFrame>
  );
}
