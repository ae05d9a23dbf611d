import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderReview } from "@/components/checkout/order-review";
import { placedOrderFor } from "@/lib/checkout/page-context";
import { formatPrice } from "@/lib/money";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Thank you", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec 2: needs a non-empty cart, else /cart. After placing, the cart is the order just placed:
 * it is named in the URL and shown only to the session that placed it.
 */
export default async function ThankYouPage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: SearchParams;
}) {
  const store = await storeOf(params);
  const { order: id } = await searchParams;
  webCheckoutOnly(store, "thank_you", id);
  const order = await placedOrderFor(store, id);
  if (!order || order.item_count === 0) redirect("/cart");
  return (
    <div className="section checkout checkout--thanks">
      <h1>Thank you</h1>
      <p className="lede" data-testid="order-number">
        Your order number is <strong>{order.cart.number}</strong>.
      </p>
      <p data-testid="order-total">
        Order total {formatPrice(order.cart.total)}. A confirmation is on its way to your e-mail.
        {order.configured_products.length > 0 &&
          " Made-to-order bags are cut and stitched for you in our New York atelier; we will write again when yours ships."}
      </p>
      <OrderReview cart={order} showTax={showsSection(store, "taxes")} />
      <p>
        <Link href="/bags/all-bags" className="button">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
