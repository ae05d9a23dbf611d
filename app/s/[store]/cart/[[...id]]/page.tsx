import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CartScreen } from "@/components/cart/cart-screen";
import { storeOf } from "@/lib/retail/page-params";

type Params = Promise<{ store: string; id?: string[] }>;

export const metadata: Metadata = {
  title: "Your bag",
  robots: { index: false, follow: false },
};

/**
 * Spec 2: /cart/{id?}. The shell is the same for every shopper; the bag itself is read in the
 * browser (the cart-id cookie, or the id in the path), so this page never varies per request.
 */
export default async function CartPage({ params }: { params: Params }) {
  await storeOf(params);
  const { id } = await params;
  if (id && id.length > 1) notFound();
  return <CartScreen pathId={id?.[0]} />;
}
