import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckoutLayout } from "@/components/checkout/checkout-layout";
import { OrderReview } from "@/components/checkout/order-review";
import { PrintButton } from "@/components/checkout/print-button";
import { ReceiptForm } from "@/components/checkout/receipt-form";
import { placedOrderFor } from "@/lib/checkout/page-context";
import { formatPrice } from "@/lib/money";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { kioskCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Invoice");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec 2: the department-store invoice (needs a non-empty cart, else /cart): the order just
 * invoiced, to print, and the partner's receipt number once the customer has paid at the till.
 */
export default async function InvoicePage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: SearchParams;
}) {
  const store = await storeOf(params);
  kioskCheckoutOnly(store);
  const { order: id } = await searchParams;
  const order = await placedOrderFor(store, id);
  if (!order || order.item_count === 0) redirect("/cart");
  return (
    <CheckoutLayout
      title={`Invoice ${order.cart.number}`}
      step="Done"
      variant="invoice"
      summary={<OrderReview cart={order} showTax={showsSection(store, "taxes")} />}
    >
      <section className="checkout__panel" aria-labelledby="till-heading">
        <h2 id="till-heading">At the till</h2>
        <p data-testid="order-number">
          Order <strong>{order.cart.number}</strong> ·{" "}
          <strong>{formatPrice(order.cart.total)}</strong> to be paid at the store&apos;s till.
        </p>
        <p className="checkout__actions">
          <PrintButton label="Print invoice" />
        </p>
      </section>
      <ReceiptForm
        orderId={order.id}
        initial={order.cart.receipt_number ?? ""}
        associate={order.sales_associate?.user_name ?? ""}
      />
    </CheckoutLayout>
  );
}
