import { CartScreen } from "@/components/cart/cart-screen";
import { storeOf } from "@/lib/retail/page-params";

export { metadata } from "../metadata";

type Params = Promise<{ store: string; id: string }>;

/**
 * Spec 2: /cart/{id}, a bag named in a link (from a mail, another device). Rendered per request
 * rather than cached per id: a visitor may ask for ids without end, and a cache entry each would
 * grow without bound. The browser reads the bag, as on /cart.
 */
export const dynamic = "force-dynamic";

export default async function CartByIdPage({ params }: { params: Params }) {
  await storeOf(params);
  const { id } = await params;
  return <CartScreen pathId={id} />;
}
