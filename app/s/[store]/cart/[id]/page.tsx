import { ShopperCart } from "@/components/cart/shopper-cart";
import { storeOf } from "@/lib/retail/page-params";

export { metadata } from "../metadata";

type Params = Promise<{ store: string; id: string }>;

/**
 * Spec 2: /cart/{id}, a bag named in a link (from a mail, another device). Rendered per request
 * rather than cached per id: a visitor may ask for ids without end, and a cache entry each would
 * grow without bound. A bag this shopper may read is read and priced on the server, as on /cart
 * (issue 27), so it is in the first HTML; any other id draws the page the browser then asks.
 */
export const dynamic = "force-dynamic";

export default async function CartByIdPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { id } = await params;
  return <ShopperCart store={store} pathId={id} />;
}
