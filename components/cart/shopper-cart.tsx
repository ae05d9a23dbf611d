import { SWRConfig } from "swr";
import { CART_ID_COOKIE } from "@/lib/cart/cookies";
import { bagForPage } from "@/lib/checkout/cart-page";
import { pageShopper } from "@/lib/customers/page-session";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import { bagFallback } from "./bag-fallback";
import { CartScreen } from "./cart-screen";

/**
 * The cart screen drawn on the server with the shopper's priced bag (issue 27): the cart the
 * address names (`pathId`, /cart/{id}) or else the cart cookie's (/cart), when it is one this
 * shopper may read. Its data goes to the browser's hooks as their SWR fallback; any other bag
 * draws the screen the browser then asks for.
 */
export async function ShopperCart({ store, pathId }: { store: RetailStoreSlug; pathId?: string }) {
  const { jar, db, owner } = await pageShopper();
  const bag = await bagForPage(db, store, owner, pathId ?? jar.get(CART_ID_COOKIE)?.value);
  if (!bag) return <CartScreen pathId={pathId} />;
  return (
    <SWRConfig value={{ fallback: bagFallback(bag) }}>
      <CartScreen pathId={pathId} pageCartId={bag.cart.id} />
    </SWRConfig>
  );
}
