import { ShopperCart } from "@/components/cart/shopper-cart";
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
  return <ShopperCart store={await storeOf(params)} />;
}
