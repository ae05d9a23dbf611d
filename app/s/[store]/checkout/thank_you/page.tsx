import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CheckoutLayout } from "@/components/checkout/checkout-layout";
import { OrderReview } from "@/components/checkout/order-review";
import { PrintButton } from "@/components/checkout/print-button";
import { deliveryPhrase } from "@/lib/calendar/words";
import { placedOrderFor } from "@/lib/checkout/page-context";
import { formatPrice } from "@/lib/money";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Thank you");

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
  const madeToOrder = order.configured_products.length > 0;
  const promised = order.cart.promised_delivery;
  return (
    <CheckoutLayout
      title="Thank you"
      step="Done"
      variant="thanks"
      lede={
        <p className="lede" data-testid="order-number">
          Your order number is <strong>{order.cart.number}</strong>.
        </p>
      }
      summary={<OrderReview cart={order} showTax={showsSection(store, "taxes")} />}
    >
      <section className="checkout__panel" aria-labelledby="next-heading">
        <h2 id="next-heading">What happens next</h2>
        <ol className="checkout-next">
          <li>
            <strong>Confirmation.</strong> A confirmation of your order is on its way to your
            e-mail.
          </li>
          {madeToOrder && (
            <li>
              <strong>Made for you.</strong> Your bag is cut and stitched by hand in our New York
              atelier.
            </li>
          )}
          <li>
            <strong>Delivery.</strong>{" "}
            {promised
              ? `${deliveryPhrase(madeToOrder, promised.label)}; we write again when it ships, with its tracking.`
              : "We write again when your order ships, with its tracking."}
          </li>
        </ol>
        <p data-testid="order-total" className="checkout-next__total">
          Order total <strong>{formatPrice(order.cart.total)}</strong>
        </p>
      </section>
      <p className="checkout__actions">
        <PrintButton />
        <Link href="/bags/all-bags" className="button button--primary">
          Continue shopping
        </Link>
      </p>
    </CheckoutLayout>
  );
}
