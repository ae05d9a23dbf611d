import { CartScreen } from "@/components/cart/cart-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export { metadata } from "./metadata";

/**
 * Spec 2: /cart. The same shell for every shopper, prerendered once per store: the bag itself is
 * read in the browser from the cart-id cookie, so the HTML never varies (issue 14).
 */
export default async function CartPage({ params }: { params: StoreParams }) {
  await storeOf(params);
  return <CartScreen />;
}
