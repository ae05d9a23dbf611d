import { SWRConfig } from "swr";
import { bagFallback } from "@/components/cart/bag-fallback";
import { CartScreen } from "@/components/cart/cart-screen";
import { CART_ID_COOKIE } from "@/lib/cart/cookies";
import { bagForPage } from "@/lib/checkout/cart-page";
import { pageShopper } from "@/lib/customers/page-session";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export { metadata } from "../metadata";

/**
 * Spec 2: /cart for a shopper with a cart cookie (issue 27). The proxy sends such a request here
 * (typed directly, this path is a 404): the bag is read and priced on the server, so its lines
 * and totals are in the first HTML, JavaScript or not, and handed to the browser's hooks as
 * their data. Rendered per request, private to the shopper; without a cart cookie /cart stays
 * the one prerendered page.
 */
export const dynamic = "force-dynamic";

export default async function ShopperCartPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  const { jar, db, owner } = await pageShopper();
  const bag = await bagForPage(db, store, owner, jar.get(CART_ID_COOKIE)?.value);
  if (!bag) return <CartScreen />;
  return (
    <SWRConfig value={{ fallback: bagFallback(bag) }}>
      <CartScreen pageCartId={bag.cart.id} />
    </SWRConfig>
  );
}
